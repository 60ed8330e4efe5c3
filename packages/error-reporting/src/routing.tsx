import { useSyncExternalStore, type ReactElement } from 'react';
import { useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { onSdkStarted, startedSdk } from './delivery';

/**
 * `useRoutes`, traced: page loads and navigations are named by their route pattern
 * (`/job/:id`), also for the routes a remote renders below a shell prefix. The tracing joins
 * in when the SDK has started, as a sibling of the routes, so the page is not remounted.
 */
export function useTracedRoutes(routes: RouteObject[], location?: Partial<Location> | string): ReactElement | null {
  const element = useRoutes(routes, location);
  if (!element) return null;
  return (
    <>
      {element}
      <RouteReporter routes={routes} location={location} />
    </>
  );
}

function RouteReporter({ routes, location }: { routes: RouteObject[]; location: Partial<Location> | string | undefined }) {
  const sdk = useSyncExternalStore(onSdkStarted, startedSdk, () => undefined);
  return sdk ? sdk.routeReporter(routes, location) : null;
}
