import { lazy } from 'react';
import type { RemoteModule } from '@marketplace/mfe-contract';

const MarketPage = lazy(() => import('./pages/market-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const MarketJobPage = lazy(() => import('./pages/market-job-page'));

/** Market owns /market/:id and everything below it, in the site layout. */
export const remote: RemoteModule = {
  release: __MFE_RELEASE__,
  mounts: {
    market: [
      { path: ':id', element: <MarketPage /> },
      { path: ':id/dashboard', element: <DashboardPage /> },
      { path: ':id/job/:jobId', element: <MarketJobPage /> },
    ],
  },
};

export const { mounts, release } = remote;
