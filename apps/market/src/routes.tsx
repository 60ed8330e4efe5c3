import '@marketplace/mfe-contract/adopt-page-nonce';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import type { RemoteModule } from '@marketplace/mfe-contract';
import { AdminsOnly } from './features/access/components/admins-only';
import { ManagersOnly } from './features/access/components/managers-only';
// The public market page is in the routes module itself, not a chunk of its own: the shell's
// server preloads the routes module's files (apps/shell/server/remote-hints.ts), so the page
// and its data request no longer wait for one more round trip after the remote arrives.
import MarketPage from './pages/market-page';

const DashboardPage = lazyWithRetry(() => import('./pages/dashboard-page'));
const MarketJobPage = lazyWithRetry(() => import('./pages/market-job-page'));
const AdminMarketsPage = lazyWithRetry(() => import('./pages/admin-markets-page'));
const AdminMarketNewPage = lazyWithRetry(() => import('./pages/admin-market-new-page'));
const AdminMarketPage = lazyWithRetry(() => import('./pages/admin-market-page'));
const AdminServicesPage = lazyWithRetry(() => import('./pages/admin-services-page'));
const WaitlistUnsubscribePage = lazyWithRetry(() => import('./pages/waitlist-unsubscribe-page'));

/** Market owns /market/:id and everything below it, in the site layout. */
export const remote: RemoteModule = {
  release: __MFE_RELEASE__,
  mounts: {
    market: [
      { path: ':id', element: <MarketPage /> },
      // The launch email's link (docs/admin-markets.md). No market page is two segments deep
      // without a fixed second one, so this can never be taken for a market's own page.
      { path: 'waitlist/unsubscribe', element: <WaitlistUnsubscribePage /> },
      {
        path: ':id/dashboard',
        element: (
          <ManagersOnly>
            <DashboardPage />
          </ManagersOnly>
        ),
      },
      {
        path: ':id/job/:jobId',
        element: (
          <ManagersOnly>
            <MarketJobPage />
          </ManagersOnly>
        ),
      },
    ],
    // The operations team's /admin (docs/admin-markets.md): admins only.
    admin: [
      {
        path: 'markets',
        element: (
          <AdminsOnly>
            <AdminMarketsPage />
          </AdminsOnly>
        ),
      },
      {
        path: 'markets/new',
        element: (
          <AdminsOnly>
            <AdminMarketNewPage />
          </AdminsOnly>
        ),
      },
      {
        path: 'markets/:marketId',
        element: (
          <AdminsOnly>
            <AdminMarketPage />
          </AdminsOnly>
        ),
      },
      {
        path: 'services',
        element: (
          <AdminsOnly>
            <AdminServicesPage />
          </AdminsOnly>
        ),
      },
    ],
  },
};

export const { mounts, release } = remote;
