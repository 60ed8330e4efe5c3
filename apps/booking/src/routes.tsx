import '@marketplace/mfe-contract/adopt-page-nonce';
import type { ComponentType } from 'react';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import type { RemoteModule } from '@marketplace/mfe-contract';
import { RequireAuth } from '@marketplace/session';
import type { BookingStepId } from './features/booking-flow/domain/steps';

// Every page is its own chunk, and so is the booking layout: /my-jobs never downloads the
// booking flow (its draft store, forms, zod), and only the job-info step loads the editor.
const BookingLayout = lazyWithRetry(async () => ({ default: (await import('./layouts/booking-layout')).BookingLayout }));
const StartPage = lazyWithRetry(() => import('./pages/book-now/start-page'));
const MyJobsPage = lazyWithRetry(() => import('./pages/my-jobs/my-jobs-page'));
const JobPage = lazyWithRetry(() => import('./pages/job/job-page'));

const stepPages: Record<BookingStepId, ComponentType> = {
  services: lazyWithRetry(() => import('./pages/book-now/services-page')),
  address: lazyWithRetry(() => import('./pages/book-now/address-page')),
  'job-info': lazyWithRetry(() => import('./pages/book-now/job-info-page')),
  'contact-info': lazyWithRetry(() => import('./pages/book-now/contact-info-page')),
  'time-selection': lazyWithRetry(() => import('./pages/book-now/time-selection-page')),
  'provider-selection': lazyWithRetry(() => import('./pages/book-now/provider-selection-page')),
  confirm: lazyWithRetry(() => import('./pages/book-now/confirm-page')),
};

/** Booking owns /book-now (in its own layout), /my-jobs and /job/:id (in the site layout). */
export const remote: RemoteModule = {
  release: __MFE_RELEASE__,
  mounts: {
    'book-now': [
      {
        element: <BookingLayout />,
        children: [
          { index: true, element: <StartPage /> },
          ...Object.entries(stepPages).map(([path, Page]) => ({ path, element: <Page /> })),
        ],
      },
    ],
    'my-jobs': [
      {
        index: true,
        element: (
          <RequireAuth>
            <MyJobsPage />
          </RequireAuth>
        ),
      },
    ],
    job: [
      {
        path: ':id',
        element: (
          <RequireAuth>
            <JobPage />
          </RequireAuth>
        ),
      },
    ],
  },
};

export const { mounts, release } = remote;
