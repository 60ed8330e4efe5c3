import { adoptPageNonce } from './page-nonce';

const webpackGlobal = globalThis as { __webpack_nonce__?: string };

describe('adoptPageNonce', () => {
  beforeEach(() => {
    webpackGlobal.__webpack_nonce__ = undefined;
    document.head.innerHTML = '';
  });

  it("hands the page script's nonce to webpack", () => {
    const script = document.createElement('script');
    script.nonce = 'abc123+/=';
    document.head.append(script);
    adoptPageNonce();
    expect(webpackGlobal.__webpack_nonce__).toBe('abc123+/=');
  });

  it('leaves it unset on a page without one (a remote on its own)', () => {
    adoptPageNonce();
    expect(webpackGlobal.__webpack_nonce__).toBeUndefined();
  });
});
