import { Suspense, use } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, isNotFound, useTracedRoutes } from '@marketplace/error-reporting';
import { AppMessages } from '@marketplace/i18n';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { SiteFrame } from '../layouts/site-layout';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ClientOnlyRender, prerendering } from '../prerender/client-only';
import { pageRemotes } from './remotes';
import { shouldReportRemoteError } from './outages';
import { RemoteFailed } from './remote-failed';
import type { RemoteMount } from './remote-mounts';
import { RemoteUnavailableError } from './remote-loader';
import styles from './remote-area.module.css';

/**
 * Where a remote's pages appear. The remote is loaded on the first visit to one of its routes;
 * while it loads a spinner shows, and if it is down or its page crashes, the visitor gets a
 * retry screen inside the site layout while the rest of the site keeps working.
 */
export function RemoteArea({ remote, mount, layout }: RemoteMount) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const inLayout = (content: React.ReactNode) => (layout === 'own' ? <SiteFrame>{content}</SiteFrame> : content);
  return (
    <ErrorBoundary
      mfe={remote}
      resetKeys={[pathname]}
      onReset={() => pageRemotes().retry(remote)}
      shouldReport={shouldReportRemoteError}
      tags={(error) => ({ 'remote.failure': error instanceof RemoteUnavailableError ? error.failure : 'render' })}
      fallback={({ error, resetErrorBoundary }) =>
        inLayout(isNotFound(error) ? <NotFoundPage /> : <RemoteFailed remote={remote} error={error} onRetry={resetErrorBoundary} />)
      }
    >
      <Suspense
        fallback={
          <div className={layout === 'site' ? `${styles.loading} ${styles.siteLoading}` : styles.loading}>
            <Spinner label={intl.formatMessage({ id: 'shell.remote-area.loading', defaultMessage: 'Loading…' })} />
          </div>
        }
      >
        <RemoteRoutes remote={remote} mount={mount} layout={layout} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteRoutes({ remote, mount, layout }: RemoteMount) {
  // The prerendered page keeps the loading state above; the remote arrives in the browser.
  if (prerendering) throw new ClientOnlyRender(`The ${remote} remote`);
  const { module } = use(pageRemotes().load(remote));
  const element = useTracedRoutes(module.mounts[mount] ?? []);
  return (
    <div data-mfe={remote} className={layout === 'site' ? styles.siteArea : styles.area}>
      <AppMessages catalogues={module.catalogues ?? []}>{element ?? <NotFoundPage />}</AppMessages>
    </div>
  );
}
