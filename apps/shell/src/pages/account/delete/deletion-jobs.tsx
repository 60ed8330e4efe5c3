import { Link } from 'react-router-dom';
import type { DeletionCheck } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { formatMoney } from '@marketplace/shared-ui/money';
import { plural } from '@marketplace/shared-ui/plural';
import styles from '../account-page.module.css';

type DeletionJob = DeletionCheck['jobsToCancel'][number];

function JobList({ jobs, label, link, fee }: { jobs: DeletionJob[]; label: string; link: (jobId: string) => string; fee: boolean }) {
  return (
    <ul className={styles.list} aria-label={label} {...personalDataProps}>
      {jobs.map((job) => (
        <li key={job.jobId}>
          <Link to={link(job.jobId)}>{job.services}</Link>, <DateTime value={job.start} timeZone={job.timeZone} format="datetime" showTimeZone />
          {fee && <>{` — ${job.feeMinor > 0 ? `cancellation fee ${formatMoney(job.feeMinor, job.currency)}` : 'no fee'}`}</>}
        </li>
      ))}
    </ul>
  );
}

/** What deleting does to upcoming jobs: the customer's are cancelled (each with its fee now), a provider's go back to the market. */
export function DeletionJobs({ check }: { check: DeletionCheck }) {
  const { jobsToCancel: cancelled, jobsToReassign: handedBack } = check;
  if (cancelled.length === 0 && handedBack.length === 0) return <p className={styles.text}>You have no upcoming jobs: nothing is cancelled.</p>;
  return (
    <>
      {cancelled.length > 0 && (
        <div>
          <h3>{`${plural(cancelled.length, { one: 'upcoming job', other: 'upcoming jobs' })} will be cancelled`}</h3>
          <p className={styles.text}>Each under its cancellation policy, as if you cancelled it now:</p>
          <JobList jobs={cancelled} label="Jobs that will be cancelled" link={(jobId) => `/job/${jobId}`} fee />
        </div>
      )}
      {handedBack.length > 0 && (
        <div>
          <h3>{`${plural(handedBack.length, { one: 'job you were to do goes', other: 'jobs you were to do go' })} back to the market`}</h3>
          <p className={styles.text}>The customers keep their bookings and are told; the market team assigns another provider.</p>
          <JobList jobs={handedBack} label="Jobs that go back to the market" link={(jobId) => `/provider/job/${jobId}`} fee={false} />
        </div>
      )}
    </>
  );
}
