import '@marketplace/mfe-contract/adopt-page-nonce';
import type { ComponentType } from 'react';
import type * as AdminPages from './pages/admin/admin-pages';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import type { RemoteModule } from '@marketplace/mfe-contract';
import { ManagersOnly } from './features/access/components/managers-only';
// The public market page is in the routes module itself, not a chunk of its own: the shell's
// server preloads the routes module's files (apps/shell/server/remote-hints.ts), so the page
// and its data request no longer wait for one more round trip after the remote arrives.
import MarketPage from './pages/market-page';
import { domainTextCatalogue } from '@marketplace/domain-text/messages/catalogue';
import { jobUiCatalogue } from '@marketplace/job-ui/messages';
import { marketCatalogue } from './messages/catalogue';

const DashboardPage = lazyWithRetry(() => import('./pages/dashboard-page'));
const MarketJobPage = lazyWithRetry(() => import('./pages/market-job-page'));
// /admin (issue 20, docs/admin.md): the layout guards every page; the pages share one chunk.
const AdminLayout = lazyWithRetry(() => import('./pages/admin/admin-layout'));
const adminPage = (pick: (pages: typeof AdminPages) => ComponentType) => lazyWithRetry(async () => ({ default: pick(await import('./pages/admin/admin-pages')) }));
const AdminHomePage = adminPage((pages) => pages.AdminHomePage);
const PeoplePage = adminPage((pages) => pages.PeoplePage);
const PersonPage = adminPage((pages) => pages.PersonPage);
const SecurityLogPage = adminPage((pages) => pages.SecurityLogPage);
const OutboxPage = adminPage((pages) => pages.OutboxPage);
// Markets and services (docs/admin-markets.md), inside the same layout.
const AdminMarketsPage = lazyWithRetry(() => import('./pages/admin-markets-page'));
const AdminMarketNewPage = lazyWithRetry(() => import('./pages/admin-market-new-page'));
const AdminMarketPage = lazyWithRetry(() => import('./pages/admin-market-page'));
const AdminServicesPage = lazyWithRetry(() => import('./pages/admin-services-page'));
const WaitlistUnsubscribePage = lazyWithRetry(() => import('./pages/waitlist-unsubscribe-page'));

/** Market owns /market/:id and /admin and everything below them, in the site layout. */
export const remote: RemoteModule = {
  release: __MFE_RELEASE__,
  // This remote's words and those of the packages it bundles, per language (docs/languages.md).
  catalogues: [marketCatalogue, jobUiCatalogue, domainTextCatalogue],
  mounts: {
    market: [
      { path: ':id', element: <MarketPage /> },
      // The launch email's link (docs/admin-markets.md). No market page is `<id>/unsubscribe`,
      // so this can never be taken for a market's own page.
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
    admin: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHomePage /> },
          { path: 'people', element: <PeoplePage /> },
          { path: 'people/:userId', element: <PersonPage /> },
          { path: 'security-log', element: <SecurityLogPage /> },
          { path: 'notifications', element: <OutboxPage /> },
          { path: 'markets', element: <AdminMarketsPage /> },
          { path: 'markets/new', element: <AdminMarketNewPage /> },
          { path: 'markets/:marketId', element: <AdminMarketPage /> },
          { path: 'services', element: <AdminServicesPage /> },
        ],
      },
    ],
  },
};

export const { mounts, release, catalogues } = remote;
