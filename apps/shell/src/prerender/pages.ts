import { defineMessages } from 'react-intl';
import { remoteMounts } from '../remotes/remote-mounts';

const titles = defineMessages({
  terms: { id: 'shell.page.terms.title', defaultMessage: 'Terms' },
  providerTerms: { id: 'shell.page.provider-terms.title', defaultMessage: 'Provider terms' },
  privacyPolicy: { id: 'shell.page.privacy-policy.title', defaultMessage: 'Privacy policy' },
  comingSoon: { id: 'shell.page.coming-soon.title', defaultMessage: 'Coming soon' },
  login: { id: 'shell.page.login.title', defaultMessage: 'Log in' },
  forgotPassword: { id: 'shell.page.forgot-password.title', defaultMessage: 'Forgot your password?' },
  resetPassword: { id: 'shell.page.reset-password.title', defaultMessage: 'Choose a new password' },
  notFound: { id: 'shell.page.not-found.title', defaultMessage: 'Page not found' },
});

/**
 * The HTML pages made at build time (see prerender-entry.tsx) and which one the shell's server
 * sends for which address. Each page is what the browser's first render of its addresses draws,
 * so hydration matches: the shell's public pages in full; for every other route the frame
 * around it with the loading state the browser shows until the page (or remote) arrives.
 * Nothing here may depend on the visitor or the run-time configuration, but the language: each
 * page is made in every language (docs/languages.md).
 */
export const prerenderedPages = {
  home: { path: '/', title: undefined },
  terms: { path: '/terms', title: titles.terms },
  'provider-terms': { path: '/provider-terms', title: titles.providerTerms },
  'privacy-policy': { path: '/privacy-policy', title: titles.privacyPolicy },
  'coming-soon': { path: '/coming-soon', title: titles.comingSoon },
  login: { path: '/login', title: titles.login },
  'forgot-password': { path: '/forgot-password', title: titles.forgotPassword },
  'reset-password': { path: '/reset-password', title: titles.resetPassword },
  'not-found': { path: '/page-not-found', title: titles.notFound },
  /** The site layout around a shell page that is not prerendered (login, account…). */
  'page-loading': { path: '/account/notifications', title: undefined },
  /** The site layout around a remote's page (market, job, provider profile…). */
  'remote-loading': { path: '/market', title: undefined },
  /** As remote-loading, with "My jobs" marked as the current page in the main navigation. */
  'my-jobs-loading': { path: '/my-jobs', title: undefined },
  /** A remote that draws its own layout (the booking flow, the provider area): a spinner. */
  'own-layout-loading': { path: '/book-now', title: undefined },
  /** The component playground has a layout of its own too. */
  'bare-loading': { path: '/component-playground', title: undefined },
} as const;

export type PrerenderedPage = keyof typeof prerenderedPages;

export interface PageChoice {
  page: PrerenderedPage;
  status: 200 | 404;
}

/** The shell's own pages that are rendered in the browser only (inside the site layout). */
const clientPages = new Set(['logout', 'account', 'account/notifications', 'verify-email', 'notifications/unsubscribe']);
const publicPages = new Map<string, PrerenderedPage>([
  ['', 'home'],
  ['index.html', 'home'],
  ['terms', 'terms'],
  ['provider-terms', 'provider-terms'],
  ['privacy-policy', 'privacy-policy'],
  ['coming-soon', 'coming-soon'],
  ['login', 'login'],
  ['forgot-password', 'forgot-password'],
  // The form is the same whatever the link's token; the page reads it when the form is sent.
  ['reset-password', 'reset-password'],
]);

/** Query parameters a prerendered page shows something of: with them, the page is the browser's. */
const readParameters: Partial<Record<PrerenderedPage, string[]>> = {
  'coming-soon': ['postalCode'],
  login: ['next', 'mode'],
};

/**
 * The page for an address (path and query, as requested). Paths match as the router matches
 * them: without case, a trailing slash ignored. Deeper paths inside a remote's mount are the
 * remote's to answer (200 with its loading state); an address no route takes is the 404 page.
 */
export function pageForPath(url: string): PageChoice {
  const [pathPart = '', query = ''] = url.split('#')[0]!.split('?');
  const lowerCase = pathPart.toLowerCase();
  const path = lowerCase.replace(/^\/+|\/+$/g, '');
  const ok = (page: PrerenderedPage): PageChoice => ({ page, status: 200 });

  const publicPage = publicPages.get(path);
  if (publicPage) {
    const parameters = new URLSearchParams(query);
    return ok((readParameters[publicPage] ?? []).some((name) => parameters.has(name)) ? 'page-loading' : publicPage);
  }
  if (clientPages.has(path)) return ok('page-loading');
  if (path === 'component-playground') return ok('bare-loading');

  const mount = remoteMounts.find((entry) => path === entry.mount || path.startsWith(`${entry.mount}/`));
  if (mount?.layout === 'own') return ok('own-layout-loading');
  // The navigation marks its link as current on that exact path only (no trailing slash).
  if (mount) return ok(lowerCase === '/my-jobs' ? 'my-jobs-loading' : 'remote-loading');
  return { page: 'not-found', status: 404 };
}
