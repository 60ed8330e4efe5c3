import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderJobSummary } from '@marketplace/contracts';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { PlanMarker } from '../../../components/plan-marker';
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
            <Link to={`/provider/job/${job.id}`} translate="no">{jobServicesTitle(intl, job.services)}</Link> <JobStatusBadge status={job.status} />
          </h4>
          <PlanMarker plan={job.plan} />
          <JobFactsRow job={job} />
        </li>
      ))}
    </ul>
  );
}

/** Accepted and running jobs: today's first (by each market's calendar), then the ones after. */
export function UpcomingJobs() {
  const intl = useIntl();
  const [now] = useState(Date.now);
  const upcoming = useUpcomingJobs();
  const jobs = upcoming.data?.jobs ?? [];
  const { today, later } = splitToday(jobs, now);
  const todayTitle = intl.formatMessage({ id: 'provider.upcoming.today', defaultMessage: 'Today' });
  const laterTitle = intl.formatMessage({ id: 'provider.upcoming.later', defaultMessage: 'Later' });
  return (
    <section aria-labelledby="upcoming-title" className={styles.section}>
      <h2 id="upcoming-title" className={styles.sectionTitle}>
        <FormattedMessage id="provider.upcoming.title" defaultMessage="Today and upcoming" />
      </h2>
      <SectionState
        query={upcoming}
        loading={intl.formatMessage({ id: 'provider.upcoming.loading', defaultMessage: 'Loading your upcoming jobs…' })}
        failed={intl.formatMessage({ id: 'provider.upcoming.failed', defaultMessage: 'We could not load your upcoming jobs' })}
        lines={4}
      >
        {jobs.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={intl.formatMessage({ id: 'provider.upcoming.empty', defaultMessage: 'No upcoming jobs' })}
            description={intl.formatMessage({ id: 'provider.upcoming.empty-text', defaultMessage: 'Requests you accept appear here.' })}
          />
        ) : (
          <>
            <h3 className={styles.groupTitle}>{todayTitle}</h3>
            {today.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage id="provider.upcoming.nothing-today" defaultMessage="Nothing today." />
              </p>
            ) : (
              <JobItems jobs={today} label={todayTitle} />
            )}
            {later.length > 0 && (
              <>
                <h3 className={styles.groupTitle}>{laterTitle}</h3>
                <JobItems jobs={later} label={laterTitle} />
              </>
            )}
            {upcoming.data?.hasMore && (
              <p className={styles.muted}>
                <FormattedMessage
                  id="provider.upcoming.more"
                  defaultMessage="Showing your next {count, plural, one {job} other {# jobs}}; the calendar shows them all."
                  values={{ count: jobs.length }}
                />
              </p>
            )}
          </>
        )}
      </SectionState>
    </section>
  );
}
