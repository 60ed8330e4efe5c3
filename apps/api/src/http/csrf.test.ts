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
