import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { App } from './app';

/**
 * The whole site inside a router: the same tree in the browser and in the build-time
 * prerender, so the browser's first render matches the prerendered HTML.
 */
export function SiteRoot({ queryClient, router: Router }: { queryClient: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Router>
            <App />
          </Router>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
