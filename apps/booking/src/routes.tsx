import '@marketplace/mfe-contract/adopt-page-nonce';
import type { ComponentType } from 'react';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import type { RemoteModule } from '@marketplace/mfe-contract';
import { RequireAuth } from '@marketplace/session/require-auth';
import type { BookingStepId } from './features/booking-flow/domain/steps';
import { domainTextCatalogue } from '@marketplace/domain-text/messages/catalogue';
import { jobUiCatalogue } from '@marketplace/job-ui/messages';
import { bookingCatalogue } from './messages/catalogue';

// Every page is its own chunk, and so is the booking layout: /my-jobs never downloads the
// booking flow (its draft store, forms, zod), and only the job-info step loads the editor.
const startPage = () => import('./pages/book-now/start-page');
const stepImports: Record<BookingStepId, () => Promise<{ default: ComponentType }>> = {
  services: () => import('./pages/book-now/services-page'),
  address: () => import('./pages/book-now/address-page'),
  'job-info': () => import('./pages/book-now/job-info-page'),
  'contact-info': () => import('./pages/book-now/contact-info-page'),
  'time-selection': () => import('./pages/book-now/time-selection-page'),
  'provider-selection': () => import('./pages/book-now/provider-selection-page'),
  confirm: () => import('./pages/book-now/confirm-page'),
};

// The step's chunk would be asked for only once the layout has rendered: start it beside the
// layout's, so a first visit to a step waits for one round of chunks instead of two. (webpack
// fetches a chunk once however often it is imported; a failure shows when the step renders.)
// A stored draft is checked with its schema before anything reads it (draft-store.ts).
const BookingLayout = lazyWithRetry(async () => {
  const step = window.location.pathname.toLowerCase().split('/')[2] ?? '';
  const page = Object.hasOwn(stepImports, step) ? stepImports[step as BookingStepId] : startPage;
  void page().catch(() => undefined);
  const [layout] = await Promise.all([import('./layouts/booking-layout'), import('./stores/booking-draft/draft-store').then((store) => store.storedDraftReadable())]);
  return { default: layout.BookingLayout };
});
const StartPage = lazyWithRetry(startPage);
const MyJobsPage = lazyWithRetry(() => import('./pages/my-jobs/my-jobs-page'));
const PlanPage = lazyWithRetry(() => import('./pages/my-jobs/plan-page'));
const JobPage = lazyWithRetry(() => import('./pages/job/job-page'));

const stepRoutes = Object.entries(stepImports).map(([path, load]) => {
  const Page = lazyWithRetry(load);
  return { path, element: <Page /> };
});

/** Booking owns /book-now (in its own layout), /my-jobs (with /my-jobs/plans/:planId) and /job/:id (in the site layout). */
export const remote: RemoteModule = {
  release: __MFE_RELEASE__,
  // This remote's words and those of the packages it bundles, per language (docs/languages.md).
  catalogues: [bookingCatalogue, jobUiCatalogue, domainTextCatalogue],
  mounts: {
    'book-now': [
      {
        element: <BookingLayout />,
        children: [
          { index: true, element: <StartPage /> },
          ...stepRoutes,
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
      {
        path: 'plans/:planId',
        element: (
          <RequireAuth>
            <PlanPage />
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

export const { mounts, release, catalogues } = remote;
