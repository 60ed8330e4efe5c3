import { Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorBoundary } from '@marketplace/error-reporting';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import { Alert } from '@marketplace/shared-ui/alert';
import { Card } from '@marketplace/shared-ui/card';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { useSession } from '@marketplace/session';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useProfileEditor } from '../../features/profile-editor/api/use-profile-editor';
import { FirstStepsChecklist } from '../../features/provider-status/components/first-steps-checklist';
import { PauseControl } from '../../features/provider-status/components/pause-control';
import { useJobRequests } from '../../features/provider-jobs/api/use-job-requests';
import { useProviderEarnings } from '../../features/provider-jobs/api/use-provider-earnings';
import { useUpcomingJobs } from '../../features/provider-jobs/api/use-upcoming-jobs';
import { EarningsSummary } from '../../features/provider-jobs/components/earnings-summary';
import { RequestList } from '../../features/provider-jobs/components/request-list';
import { UpcomingJobs } from '../../features/provider-jobs/components/upcoming-jobs';
import { useNearViewport } from '../../hooks/use-near-viewport';
import styles from './provider-home-page.module.css';

// FullCalendar is the heaviest part of the page (70 KB gzip, more than the rest of the remote's
// first visit): it loads on its own, once the calendar is near the screen. Its place is known
// once the lists above it have answered (their loading frames are shorter than the lists).
const ProviderCalendar = lazyWithRetry(() => import('../../features/provider-calendar/components/provider-calendar'));

/** /provider — requests to answer, today's and upcoming jobs, the calendar and earnings. */
export default function ProviderHomePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'provider.home.title', defaultMessage: 'Provider home' });
  useDocumentTitle(title);
  const earnings = useProviderEarnings();
  // The calendar's zone: the provider's (first) market, as the earnings summary lists them.
  const zone = earnings.data?.markets[0]?.timeZone;
  const providerId = useSession().user?.providerId;
  const listsSettled = [useJobRequests(), useUpcomingJobs(), earnings].every((list) => !list.isPending);
  const calendarRef = useRef<HTMLDivElement>(null);
  const showCalendar = useNearViewport(calendarRef, listsSettled);
  const calendarLoading = <Skeleton variant="block" height="24rem" label={intl.formatMessage({ id: 'provider.home.calendar-loading', defaultMessage: 'Loading the calendar…' })} />;
  return (
    <div data-page="provider" className={styles.page}>
      <PageHeader title={title} description={intl.formatMessage({ id: 'provider.home.description', defaultMessage: 'Answer requests, run today’s jobs and see what you earned.' })} />
      {providerId && <ProviderStanding providerId={providerId} />}
      <div className={styles.grid}>
        <div className={styles.column}>
          <RequestList />
          <UpcomingJobs />
        </div>
        <div className={styles.column}>
          <EarningsSummary />
        </div>
      </div>
      <Card as="section" title={intl.formatMessage({ id: 'provider.home.calendar', defaultMessage: 'Calendar' })}>
        <div ref={calendarRef}>
          {showCalendar ? (
            <Suspense fallback={calendarLoading}>
              <ErrorBoundary
                mfe="provider"
                fallback={() => (
                  <Alert tone="danger" title={intl.formatMessage({ id: 'provider.home.calendar-failed', defaultMessage: 'The calendar could not be shown' })}>
                    <FormattedMessage id="provider.home.calendar-failed-text" defaultMessage="Reload the page to try again; your requests and jobs above are up to date." />
                  </Alert>
                )}
              >
                <ProviderCalendar timeZone={zone} />
              </ErrorBoundary>
            </Suspense>
          ) : (
            calendarLoading
          )}
        </div>
      </Card>
    </div>
  );
}

/** A new provider's first steps (hidden once done) and their own pause. */
function ProviderStanding({ providerId }: { providerId: string }) {
  const editor = useProfileEditor(providerId);
  return (
    <>
      <FirstStepsChecklist providerId={providerId} editor={editor.data} />
      <PauseControl providerId={providerId} />
    </>
  );
}
