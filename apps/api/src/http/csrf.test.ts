import { crossSiteReason, type RequestOrigin } from './csrf';

const request = (overrides: Partial<RequestOrigin> & { headers?: RequestOrigin['headers'] } = {}): RequestOrigin => ({
  method: 'POST',
  host: 'localhost:3000',
  protocol: 'http',
  ...overrides,
  headers: { 'x-requested-with': 'handyhub', ...overrides.headers },
});

describe('crossSiteReason', () => {
  it('lets reads through untouched', () => {
    expect(crossSiteReason(request({ method: 'GET', headers: { 'x-requested-with': undefined, origin: 'https://evil.example' } }))).toBeNull();
  });

  it('accepts a same-origin request from the app', () => {
    expect(crossSiteReason(request({ headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } }))).toBeNull();
    expect(crossSiteReason(request())).toBeNull();
  });

  it('compares default ports as the browser writes them', () => {
    expect(crossSiteReason(request({ host: 'handyhub.example', protocol: 'https', headers: { origin: 'https://handyhub.example' } }))).toBeNull();
    expect(crossSiteReason(request({ host: 'handyhub.example:443', protocol: 'https', headers: { origin: 'https://handyhub.example' } }))).toBeNull();
  });

  it.each([
    ['no CSRF header', { 'x-requested-with': undefined }],
    ['a wrong CSRF header', { 'x-requested-with': 'XMLHttpRequest' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['another port', { origin: 'http://localhost:4000' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', (_, headers) => {
    expect(crossSiteReason(request({ headers }))).not.toBeNull();
  });
});

describe('crossSiteReason with the public origin configured (PUBLIC_URL)', () => {
  // Behind a TLS proxy the API may be told the shell's own host and http: the public origin decides.
  const behindProxy = (origin: string) => request({ host: '127.0.0.1:3000', protocol: 'http', headers: { origin, 'sec-fetch-site': 'same-origin' } });

  it('accepts the public origin whatever host and scheme the request arrived with', () => {
    expect(crossSiteReason(behindProxy('https://shop.example'), 'https://shop.example')).toBeNull();
    expect(crossSiteReason(behindProxy('https://SHOP.example:443'), 'https://shop.example')).toBeNull();
  });

  it.each([
    ['the same host over plain http', 'http://shop.example'],
    ['another port', 'https://shop.example:8443'],
    ['a sibling subdomain', 'https://evil.shop.example'],
    ['the address the request arrived at', 'http://127.0.0.1:3000'],
  ])('refuses %s', (_, origin) => {
    expect(crossSiteReason(behindProxy(origin), 'https://shop.example')).toMatch(/is not https:\/\/shop.example/);
  });

  it('without PUBLIC_URL compares with the addressed host, so 127.0.0.1 and localhost both work in development', () => {
    expect(crossSiteReason(request({ host: '127.0.0.1:3000', headers: { origin: 'http://127.0.0.1:3000' } }))).toBeNull();
    expect(crossSiteReason(request({ host: 'localhost:3000', headers: { origin: 'http://localhost:3000' } }))).toBeNull();
    expect(crossSiteReason(request({ host: 'localhost:3000', headers: { origin: 'http://127.0.0.1:3000' } }))).toMatch(/is not the addressed host/);
  });
});
