import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PageLocale } from '@marketplace/i18n';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { App } from './app';
import { SiteLanguage } from './site-language';

interface SiteRootProps {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The language the page opens in (docs/languages.md). */
  locale: PageLocale;
}

/**
 * The whole site inside a router: the same tree in the browser and in the build-time
 * prerender, so the browser's first render matches the prerendered HTML.
 */
export function SiteRoot({ queryClient, router: Router, locale }: SiteRootProps) {
  return (
    <StrictMode>
      <SiteLanguage initialLocale={locale}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Router>
              <App />
            </Router>
          </ToastProvider>
        </QueryClientProvider>
      </SiteLanguage>
    </StrictMode>
  );
}
