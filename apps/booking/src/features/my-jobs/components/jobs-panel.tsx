import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { plural } from '@marketplace/shared-ui/plural';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { errorMessage } from '@marketplace/api-client/errors';
import { useMyJobs } from '../api/use-my-jobs';
import type { JobsTab } from '../domain/jobs-search';
import { JobListItem } from './job-list-item';
import styles from './my-jobs.module.css';

const emptyCopy: Record<JobsTab, { title: string; description: string }> = {
  upcoming: { title: 'No upcoming jobs', description: 'When you book a job it shows up here, with its time and provider.' },
  past: { title: 'No past jobs yet', description: 'Jobs that are done, cancelled or missed are kept here.' },
};

export interface JobsPanelProps {
  tab: JobsTab;
  page: number;
  onPageChange: (page: number) => void;
}

/** One tab of My jobs: a page of jobs, or why there is none. */
export function JobsPanel({ tab, page, onPageChange }: JobsPanelProps) {
  const jobs = useMyJobs(tab, page);
  const top = useRef<HTMLDivElement>(null);

  if (jobs.isPending) return <Skeleton lines={6} label="Loading your jobs…" />;
  if (jobs.isError) {
    return (
      <Alert tone="danger" title="We could not load your jobs" action={<Button onClick={() => void jobs.refetch()}>Try again</Button>}>
        {errorMessage(jobs.error)}
      </Alert>
    );
  }
  const { data } = jobs;
  if (data.total === 0) {
    return (
      <EmptyState
        {...emptyCopy[tab]}
        action={
          <Button asChild>
            <Link to="/book-now">Book a job</Link>
          </Button>
        }
      />
    );
  }
  if (data.jobs.length === 0) {
    return (
      <EmptyState
        title="Nothing on this page"
        description={`There are ${data.pageCount} pages of jobs.`}
        action={<Button onClick={() => onPageChange(1)}>Go to the first page</Button>}
      />
    );
  }
  return (
    <div ref={top} className={styles.panel} aria-busy={jobs.isPlaceholderData || undefined}>
      <p className={styles.count}>
        {plural(data.total, { one: 'job', other: 'jobs' })}
        {data.pageCount > 1 && `, page ${data.page} of ${data.pageCount}`}
      </p>
      <ul className={styles.list}>
        {data.jobs.map((job) => (
          <JobListItem key={job.id} job={job} />
        ))}
      </ul>
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        aria-label={`Pages of ${tab} jobs`}
        onPageChange={(next) => {
          onPageChange(next);
          // Next is at the bottom; the new page starts at the top.
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
