import '@marketplace/shared-ui/theme.css';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { reportError, startErrorReporting } from '@marketplace/error-reporting';
import { isLanguage, isPseudoLocale, preloadCatalogues } from '@marketplace/i18n';
import { watchSession } from '@marketplace/session';
import { createQueryClient } from './app/query-client';
import { readRuntimeConfig } from './app/read-runtime-config';
import { SiteRoot } from './app/site-root';
import { rootCatalogues } from './app/site-language';
import { isClientOnlyRecovery } from './prerender/client-only';
import { prefetchRemotesOnIntent, prepareRemotesOnEngagement } from './remotes/prefetch';
import { configureRemotes } from './remotes/remotes';

const config = readRuntimeConfig();
const { dsn, environment, remoteDsns } = config.sentry;
void startErrorReporting({ dsn, environment, remoteDsns, release: config.release });
const remotes = configureRemotes(config);
prefetchRemotesOnIntent(remotes.load);
prepareRemotesOnEngagement(remotes.prepare);
const queryClient = createQueryClient();
// One person's data never reaches the next: logout, another login, an ended session, other tabs.
watchSession(queryClient);

const options: RootOptions = {
  // Every boundary in the site reports (and logs) through @marketplace/error-reporting;
  // React's own console line for a caught error would only repeat it.
  onCaughtError: () => undefined,
  // A hydration mismatch is a fault to report; a loading state left to the browser is not.
  onRecoverableError: (error) => {
    if (!isClientOnlyRecovery(error)) reportError(error, { mfe: 'shell' });
  },
};
const container = document.getElementById('root') as HTMLElement;
// The server chose the page's language and prerendered the page in it (docs/languages.md); its
// words are fetched before hydrating, so the first render matches the HTML.
const pageLanguage = document.documentElement.lang;
const locale = isLanguage(pageLanguage) || isPseudoLocale(pageLanguage) ? pageLanguage : 'en';
const site = <SiteRoot queryClient={queryClient} router={BrowserRouter} locale={locale} />;
void preloadCatalogues(rootCatalogues, locale).then(() => {
  // The server sends every page prerendered (see prerender/pages.ts); a development server's
  // empty page is rendered from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, site, options);
  else createRoot(container, options).render(site);
});
