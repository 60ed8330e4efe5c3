import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { ToastProvider } from '@marketplace/shared-ui/toast';

/** Where the page sent the visitor, and what it told them on the way. */
function Elsewhere() {
  const location = useLocation();
  const state = location.state as { notice?: { message?: string }; fieldErrors?: unknown } | null;
  return (
    <div data-testid="elsewhere">
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="notice">{state?.notice?.message ?? ''}</p>
      <p data-testid="field-errors">{state?.fieldErrors ? JSON.stringify(state.fieldErrors) : ''}</p>
    </div>
  );
}

export interface RenderOptions {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at; every other path shows where the visitor went. */
  path?: string;
  /** Logged in as this user (null: a visitor). */
  user?: SessionUser | null;
  /** Other routes to mount, e.g. a step's own path when it may be re-entered. */
  routes?: Record<string, ReactNode>;
  /** How long fetched data counts as fresh; the shell's query client says 30 s, tests 0 by default. */
  staleTime?: number;
  /** The page's language, e.g. `testLanguage('de', await germanMessages())` (English when omitted). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export function renderWithProviders(ui: ReactNode, { route = '/', path = '/', user = null, routes = {}, staleTime = 0, wrapper }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
    { wrapper },
  );
  return { ...result, queryClient };
}
