import { safeNext } from './safe-next';

/** What `URLSearchParams.get('next')` hands the page for a raw query string. */
const nextOf = (query: string) => new URLSearchParams(query).get('next');

describe('safeNext', () => {
  it.each([
    ['/my-jobs', '/my-jobs'],
    ['/market/nyc/dashboard?tab=jobs#today', '/market/nyc/dashboard?tab=jobs#today'],
    // Encoded slashes stay encoded: a path segment on this site, never a second origin.
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/job/../my-jobs', '/my-jobs'],
  ])('returns to %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login?next=/x', '/logout'])(
    'goes home instead of %p',
    (next) => {
      expect(safeNext(next)).toBe('/');
    },
  );

  // Browsers drop tabs and newlines from URLs and read a backslash as a slash, so `/\t/evil`
  // is `//evil`: another site.
  it.each([
    'next=%2F%09%2Fevil.example',
    'next=%2F%0A%2Fevil.example',
    'next=%2F%0D%0A%2Fevil.example',
    'next=%2F%5C%2Fevil.example',
    'next=%2F%5Cevil.example',
    'next=%5C%5Cevil.example',
    'next=%2F%00%2Fevil.example',
    'next=%2F%7F%2Fevil.example',
    'next=%2F%C2%85%2Fevil.example',
    'next=%20%2F%2Fevil.example',
    'next=%09%2F%2Fevil.example',
    'next=%2F.%2F%2Fevil.example',
    'next=%2F..%2F%2Fevil.example',
    'next=%2F%2F%2Fevil.example',
    'next=https:%2F%2Fevil.example',
    'next=%2Fhttps:%2F%2Fevil.example%2F..%2F..%2F%2Fevil.example',
    'next=%2Flogin%3Fnext%3D%2F%2Fevil.example',
    'next=%2F%2E%2E%2Flogin',
  ])('stays on this site for ?%s', (query) => {
    const target = safeNext(nextOf(query));
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
    // eslint-disable-next-line no-control-regex -- none may be left
    expect(target).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
    expect(target.split(/[?#]/)[0]).not.toMatch(/^\/(login|logout)$/);
  });
});
