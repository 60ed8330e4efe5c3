import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, useTracedRoutes } from '@marketplace/error-reporting';
import { useFollowAccountLanguage } from '@marketplace/session';
import { PageError } from '../pages/page-error/page-error';
import { PageLoading } from '../pages/page-error/page-loading';
import { routes } from './routes';

/** The routed site. A crash in one of the shell's own pages is caught here, reported, and explained. */
export function App() {
  const { pathname } = useLocation();
  const element = useTracedRoutes(routes);
  useFollowAccountLanguage();
  return (
    <ErrorBoundary mfe="shell" resetKeys={[pathname]} fallback={({ error }) => <PageError error={error} />}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
