import '@marketplace/shared-ui/theme.css';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { reportError, startErrorReporting } from '@marketplace/error-reporting';
import { watchSession } from '@marketplace/session';
import { createQueryClient } from './app/query-client';
import { readRuntimeConfig } from './app/read-runtime-config';
import { SiteRoot } from './app/site-root';
import { isClientOnlyRecovery } from './prerender/client-only';
import { startFederation } from './remotes/federation';
import { prefetchRemotesOnIntent } from './remotes/prefetch';

const config = readRuntimeConfig();
const { dsn, environment, remoteDsns } = config.sentry;
void startErrorReporting({ dsn, environment, remoteDsns, release: config.release });
const loader = startFederation(config);
prefetchRemotesOnIntent(loader.load);
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
const site = <SiteRoot queryClient={queryClient} router={BrowserRouter} />;
// The server sends every page prerendered (see prerender/pages.ts); a development server's
// empty page is rendered from scratch.
if (container.hasChildNodes()) hydrateRoot(container, site, options);
else createRoot(container, options).render(site);
