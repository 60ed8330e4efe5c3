import { isAllowedHref, normalizeLinkHref } from './link-href';

describe('normalizeLinkHref', () => {
  it('keeps web and email links', () => {
    expect(normalizeLinkHref(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(normalizeLinkHref('http://example.com')).toBe('http://example.com');
    expect(normalizeLinkHref('mailto:ana@example.com')).toBe('mailto:ana@example.com');
  });

  it('completes what people usually type', () => {
    expect(normalizeLinkHref('example.com')).toBe('https://example.com');
    expect(normalizeLinkHref('www.example.com/path')).toBe('https://www.example.com/path');
    expect(normalizeLinkHref('ana@example.com')).toBe('mailto:ana@example.com');
  });

  it('refuses other schemes and things that are not addresses', () => {
    expect(normalizeLinkHref('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkHref('data:text/html,hi')).toBeNull();
    expect(normalizeLinkHref('ftp://example.com')).toBeNull();
    expect(normalizeLinkHref('https://')).toBeNull();
    expect(normalizeLinkHref('not a link')).toBeNull();
    expect(normalizeLinkHref('localhost')).toBeNull();
    expect(normalizeLinkHref('')).toBeNull();
  });
});

describe('isAllowedHref', () => {
  it('allows http(s) and mailto only', () => {
    expect(isAllowedHref('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isAllowedHref('mailto:x@y.z')).toBe(true);
    expect(isAllowedHref('javascript:void(0)')).toBe(false);
    expect(isAllowedHref('/relative')).toBe(false);
  });
});
