import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { isNotFound } from '@marketplace/error-reporting';
import { queryKeys } from '@marketplace/api-client';
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
  /** More routes beside the page's, e.g. where it sends the visitor next (`{ '/my-jobs': <h1>My jobs</h1> }`). */
  routes?: Record<string, ReactNode>;
}

/** A remote's page as the shell mounts it: one query cache, the session, a router, the 404 boundary. */
export function renderPage(page: ReactNode, { route, path, user = null, routes = {} }: RenderPageOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <ShellBoundary>
            <Routes>
              <Route path={path} element={page} />
              {Object.entries(routes).map(([pattern, element]) => (
                <Route key={pattern} path={pattern} element={element} />
              ))}
            </Routes>
          </ShellBoundary>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
