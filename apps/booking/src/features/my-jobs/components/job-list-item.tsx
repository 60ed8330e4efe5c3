import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { JobSummary } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Money } from '@marketplace/shared-ui/money';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { JobWhen } from '@marketplace/job-ui/job-time';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { BookAgainButton } from './book-again-button';
import styles from './my-jobs.module.css';

/** One job in the list; its title is the one link to the job (a completed one can be booked again). The customer's history: masked in replay. */
export function JobListItem({ job }: { job: JobSummary }) {
  const intl = useIntl();
  return (
    <li className={styles.item} data-job-id={job.id} {...personalDataProps}>
      <div className={styles.itemHeader}>
        <h2 className={styles.itemTitle}>
          <Link to={`/job/${job.id}`} className={styles.itemLink} translate="no">
            {jobServicesTitle(intl, job.services)}
          </Link>
        </h2>
        <div className={styles.badges}>
          {job.plan && (
            <span className={styles.planMarker} data-plan-id={job.plan.id}>
              <FormattedMessage id="booking.my-jobs.plan-marker" defaultMessage="Plan · {everyWeeks, plural, one {every week} other {every # weeks}}" values={{ everyWeeks: job.plan.everyWeeks }} />
            </span>
          )}
          <JobStatusBadge status={job.status} />
        </div>
      </div>
      <dl className={styles.facts}>
        <JobWhen start={job.start} end={job.end} timeZone={job.timeZone} />
        <div>
          <dt>
            <FormattedMessage id="booking.my-jobs.where" defaultMessage="Where" />
          </dt>
          <dd translate="no">{job.marketName}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.my-jobs.provider" defaultMessage="Provider" />
          </dt>
          <dd>
            {job.providerName ? (
              <span translate="no">{job.providerName}</span>
            ) : (
              <span className={styles.muted}>
                <FormattedMessage id="booking.my-jobs.finding-provider" defaultMessage="Finding a provider" />
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.my-jobs.total" defaultMessage="Total" />
          </dt>
          <dd>
            <Money amountMinor={job.totalMinor} currency={job.currency} />
          </dd>
        </div>
      </dl>
      {job.status === 'completed' && (
        <div className={styles.itemActions}>
          <BookAgainButton job={job} />
        </div>
      )}
    </li>
  );
}
