import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import type { RemoteModule } from '@marketplace/mfe-contract';
import { RequireAuth } from '@marketplace/session';
import { bookingSteps } from './features/booking-flow/steps';
import { BookingLayout } from './layouts/booking-layout';

const StartPage = lazyWithRetry(() => import('./pages/book-now/start-page'));
const StepPage = lazyWithRetry(() => import('./pages/book-now/step-page'));
const MyJobsPage = lazyWithRetry(() => import('./pages/my-jobs/my-jobs-page'));
const JobPage = lazyWithRetry(() => import('./pages/job/job-page'));

/** Booking owns /book-now (in its own layout), /my-jobs and /job/:id (in the site layout). */
export const remote: RemoteModule = {
  release: __MFE_RELEASE__,
  mounts: {
    'book-now': [
      {
        element: <BookingLayout />,
        children: [
          { index: true, element: <StartPage /> },
          ...bookingSteps.map((step) => ({ path: step.id, element: <StepPage stepId={step.id} /> })),
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
