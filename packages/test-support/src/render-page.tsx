import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { isNotFound } from '@marketplace/error-reporting';
import { queryKeys } from '@marketplace/session';
import { ToastProvider } from '@marketplace/shared-ui/toast';

/** Stands in for the shell's error boundary: a not-found error shows its not-found screen. */
class ShellBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return <h1>{isNotFound(this.state.error) ? 'Page not found' : 'Something went wrong'}</h1>;
    return this.props.children;
  }
}

export interface RenderPageOptions {
  /** The URL the page is opened at (with navigation state, if any). */
  route: InitialEntry;
  /** The route pattern the page is mounted at, e.g. `/market/:id`. */
  path: string;
  /** Logged in as this user (null: a visitor). */
  user?: SessionUser | null;
}

/** A remote's page as the shell mounts it: one query cache, the session, a router, the 404 boundary. */
export function renderPage(page: ReactNode, { route, path, user = null }: RenderPageOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <ShellBoundary>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          </ShellBoundary>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
