import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { JobSummary } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Money } from '@marketplace/shared-ui/money';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { JobWhen } from '@marketplace/job-ui/job-time';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import styles from './my-jobs.module.css';

/** One job in the list; its title is the one link to the job. The customer's history: masked in replay. */
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
        <JobStatusBadge status={job.status} />
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
    </li>
  );
}
