import { useIntl } from 'react-intl';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProviderJobSummary } from '@marketplace/contracts';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { useUpcomingJobs } from '../api/use-upcoming-jobs';
import { splitToday } from '../domain/job-days';
import { JobFactsRow } from './job-facts-row';
import { SectionState } from './section-state';
import styles from './provider-jobs.module.css';

function JobItems({ jobs, label }: { jobs: readonly ProviderJobSummary[]; label: string }) {
  const intl = useIntl();
  return (
    <ul className={styles.list} aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.job}>
          <h4 className={styles.itemTitle}>
            <Link to={`/provider/job/${job.id}`}>{jobServicesTitle(intl, job.services)}</Link> <JobStatusBadge status={job.status} />
          </h4>
          <JobFactsRow job={job} />
        </li>
      ))}
    </ul>
  );
}

/** Accepted and running jobs: today's first (by each market's calendar), then the ones after. */
export function UpcomingJobs() {
  const [now] = useState(Date.now);
  const upcoming = useUpcomingJobs();
  const jobs = upcoming.data?.jobs ?? [];
  const { today, later } = splitToday(jobs, now);
  return (
    <section aria-labelledby="upcoming-title" className={styles.section}>
      <h2 id="upcoming-title" className={styles.sectionTitle}>
        Today and upcoming
      </h2>
      <SectionState query={upcoming} what="your upcoming jobs" lines={4}>
        {jobs.length === 0 ? (
          <EmptyState headingLevel={3} title="No upcoming jobs" description="Requests you accept appear here." />
        ) : (
          <>
            <h3 className={styles.groupTitle}>Today</h3>
            {today.length === 0 ? <p className={styles.muted}>Nothing today.</p> : <JobItems jobs={today} label="Today" />}
            {later.length > 0 && (
              <>
                <h3 className={styles.groupTitle}>Later</h3>
                <JobItems jobs={later} label="Later" />
              </>
            )}
            {upcoming.data?.hasMore && <p className={styles.muted}>Showing your next {jobs.length} jobs; the calendar shows them all.</p>}
          </>
        )}
      </SectionState>
    </section>
  );
}
