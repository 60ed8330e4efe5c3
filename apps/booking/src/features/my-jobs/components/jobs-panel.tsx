import { useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { errorMessage } from '@marketplace/api-client/errors';
import { useMyJobs } from '../api/use-my-jobs';
import type { JobsTab } from '../domain/jobs-search';
import { JobListItem } from './job-list-item';
import styles from './my-jobs.module.css';

const emptyCopy = defineMessages({
  upcomingTitle: { id: 'booking.my-jobs.upcoming-empty-title', defaultMessage: 'No upcoming jobs' },
  upcomingDescription: { id: 'booking.my-jobs.upcoming-empty', defaultMessage: 'When you book a job it shows up here, with its time and provider.' },
  pastTitle: { id: 'booking.my-jobs.past-empty-title', defaultMessage: 'No past jobs yet' },
  pastDescription: { id: 'booking.my-jobs.past-empty', defaultMessage: 'Jobs that are done, cancelled or missed are kept here.' },
});

export interface JobsPanelProps {
  tab: JobsTab;
  page: number;
  onPageChange: (page: number) => void;
}

/** One tab of My jobs: a page of jobs, or why there is none. */
export function JobsPanel({ tab, page, onPageChange }: JobsPanelProps) {
  const intl = useIntl();
  const jobs = useMyJobs(tab, page);
  const top = useRef<HTMLDivElement>(null);

  if (jobs.isPending) return <Skeleton lines={6} label={intl.formatMessage({ id: 'booking.my-jobs.loading', defaultMessage: 'Loading your jobs…' })} />;
  if (jobs.isError) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'booking.my-jobs.load-failed', defaultMessage: 'We could not load your jobs' })}
        action={
          <Button onClick={() => void jobs.refetch()}>
            <FormattedMessage id="booking.my-jobs.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(jobs.error)}
      </Alert>
    );
  }
  const { data } = jobs;
  if (data.total === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(tab === 'past' ? emptyCopy.pastTitle : emptyCopy.upcomingTitle)}
        description={intl.formatMessage(tab === 'past' ? emptyCopy.pastDescription : emptyCopy.upcomingDescription)}
        action={
          <Button asChild>
            <Link to="/book-now">
              <FormattedMessage id="booking.my-jobs.book" defaultMessage="Book a job" />
            </Link>
          </Button>
        }
      />
    );
  }
  if (data.jobs.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'booking.my-jobs.empty-page-title', defaultMessage: 'Nothing on this page' })}
        description={intl.formatMessage({ id: 'booking.my-jobs.empty-page', defaultMessage: 'There are {count} pages of jobs.' }, { count: data.pageCount })}
        action={
          <Button onClick={() => onPageChange(1)}>
            <FormattedMessage id="booking.my-jobs.first-page" defaultMessage="Go to the first page" />
          </Button>
        }
      />
    );
  }
  return (
    <div ref={top} className={styles.panel} aria-busy={jobs.isPlaceholderData || undefined}>
      <p className={styles.count}>
        {data.pageCount > 1 ? (
          <FormattedMessage
            id="booking.my-jobs.count-pages"
            defaultMessage="{total, plural, one {# job} other {# jobs}}, page {page} of {pageCount}"
            values={{ total: data.total, page: data.page, pageCount: data.pageCount }}
          />
        ) : (
          <FormattedMessage id="booking.my-jobs.count" defaultMessage="{total, plural, one {# job} other {# jobs}}" values={{ total: data.total }} />
        )}
      </p>
      <ul className={styles.list}>
        {data.jobs.map((job) => (
          <JobListItem key={job.id} job={job} />
        ))}
      </ul>
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        aria-label={intl.formatMessage({ id: 'booking.my-jobs.pages', defaultMessage: 'Pages of {tab, select, past {past} other {upcoming}} jobs' }, { tab })}
        onPageChange={(next) => {
          onPageChange(next);
          // Next is at the bottom; the new page starts at the top.
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
