import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';
import { pageForPath, prerenderedPages } from './pages';

describe('pageForPath', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/?utm_source=mail', 'home'],
    ['/terms', 'terms'],
    ['/Terms/', 'terms'],
    ['/privacy-policy', 'privacy-policy'],
    ['/coming-soon', 'coming-soon'],
    ['/coming-soon?market=bos', 'coming-soon'],
    ['/login', 'login'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password', 'reset-password'],
    // The form is the same for every link; its token is read when the form is sent.
    ['/reset-password?token=abcdefghijklmnopqrstuvwxyz', 'reset-password'],
  ])('sends %s its prerendered page', (url, page) => {
    expect(pageForPath(url)).toEqual({ page, status: 200 });
  });

  it.each(['/coming-soon?postalCode=M5V', '/login?next=%2Fmy-jobs', '/login?mode=create'])(
    'leaves %s, whose page shows its query, to the browser',
    (url) => {
      expect(pageForPath(url)).toEqual({ page: 'page-loading', status: 200 });
    },
  );

  it.each([
    ['/logout', 'page-loading'],
    ['/account', 'page-loading'],
    ['/account/notifications', 'page-loading'],
    ['/verify-email?token=abcdefghijklmnopqrstuvwxyz', 'page-loading'],
    ['/admin/notifications', 'remote-loading'],
    ['/admin', 'remote-loading'],
    ['/market/nyc', 'remote-loading'],
    ['/market/nyc/job/42', 'remote-loading'],
    ['/job/42', 'remote-loading'],
    ['/provider-profile/abc/edit', 'remote-loading'],
    ['/my-jobs', 'my-jobs-loading'],
    ['/my-jobs/', 'remote-loading'],
    ['/book-now/services', 'own-layout-loading'],
    ['/provider', 'own-layout-loading'],
    ['/component-playground', 'bare-loading'],
  ])('sends %s the frame with its loading state (%s)', (url, page) => {
    expect(pageForPath(url)).toEqual({ page, status: 200 });
  });

  it.each(['/no-such-page', '/terms/more', '/login/x', '/marketplace', '/pages/home.html'])('answers %s with the 404 page', (url) => {
    expect(pageForPath(url)).toEqual({ page: 'not-found', status: 404 });
  });

  it('prerenders each page at an address that is sent that page', () => {
    for (const [page, { path }] of Object.entries(prerenderedPages)) {
      expect(pageForPath(path)).toEqual({ page, status: page === 'not-found' ? 404 : 200 });
    }
  });

  it("knows every one of the router's routes (a new page needs a line in pages.ts)", () => {
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.path ? [route.path] : route.index ? [''] : []), ...paths(route.children ?? [])]);
    for (const path of paths(routes).filter((each) => each !== '*')) {
      const url = `/${path.replace('/*', '/x')}`;
      expect(matchRoutes(routes, url)?.at(-1)?.route.path).not.toBe('*');
      expect([url, pageForPath(url).page]).not.toEqual([url, 'not-found']);
    }
  });
});
