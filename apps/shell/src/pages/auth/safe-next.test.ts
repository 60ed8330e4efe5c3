import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/my-jobs', '/my-jobs'],
    ['/market/nyc/dashboard?tab=jobs#today', '/market/nyc/dashboard?tab=jobs#today'],
  ])('returns to %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/login?next=/x', '/logout'])(
    'goes home instead of %p',
    (next) => {
      expect(safeNext(next)).toBe('/');
    },
  );
});
