import { Link } from 'react-router-dom';
import type { DeletionCheck } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { formatMoney } from '@marketplace/shared-ui/money';
import { plural } from '@marketplace/shared-ui/plural';
import styles from '../account-page.module.css';

/** The future jobs deleting cancels, each with the fee its cancellation policy charges now. */
export function JobsToCancel({ jobs }: { jobs: DeletionCheck['jobsToCancel'] }) {
  if (jobs.length === 0) return <p className={styles.text}>You have no upcoming jobs: nothing is cancelled.</p>;
  return (
    <div>
      <h3>{`${plural(jobs.length, { one: 'upcoming job', other: 'upcoming jobs' })} will be cancelled`}</h3>
      <p className={styles.text}>Each under its cancellation policy, as if you cancelled it now:</p>
      <ul className={styles.list} aria-label="Jobs that will be cancelled" {...personalDataProps}>
        {jobs.map((job) => (
          <li key={job.jobId}>
            <Link to={`/job/${job.jobId}`}>{job.services}</Link>, <DateTime value={job.start} timeZone={job.timeZone} format="datetime" showTimeZone />
            {' — '}
            {job.feeMinor > 0 ? `cancellation fee ${formatMoney(job.feeMinor, job.currency)}` : 'no fee'}
          </li>
        ))}
      </ul>
    </div>
  );
}
