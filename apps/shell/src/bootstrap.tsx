import '@marketplace/shared-ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { startErrorReporting } from '@marketplace/error-reporting';
import { watchSession } from '@marketplace/session';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { readRuntimeConfig } from './app/read-runtime-config';
import { startFederation } from './remotes/federation';
import { prefetchRemotesOnIntent } from './remotes/prefetch';

const config = readRuntimeConfig();
void startErrorReporting({ dsn: config.sentry.dsn, environment: config.sentry.environment, release: config.release });
const loader = startFederation(config);
prefetchRemotesOnIntent(loader.load);
const queryClient = createQueryClient();
// One person's data never reaches the next: logout, another login, an ended session, other tabs.
watchSession(queryClient);

createRoot(document.getElementById('root') as HTMLElement, {
  // Every boundary in the site reports (and logs) through @marketplace/error-reporting;
  // React's own console line for a caught error would only repeat it.
  onCaughtError: () => undefined,
}).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
