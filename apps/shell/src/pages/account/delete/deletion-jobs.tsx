import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DeletionCheck } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { useFormat } from '@marketplace/shared-ui/format';
import styles from '../account-page.module.css';

type DeletionJob = DeletionCheck['jobsToCancel'][number];

function JobList({ jobs, label, link, fee }: { jobs: DeletionJob[]; label: string; link: (jobId: string) => string; fee: boolean }) {
  const { money } = useFormat();
  return (
    <ul className={styles.list} aria-label={label} {...personalDataProps}>
      {jobs.map((job) => (
        <li key={job.jobId}>
          <FormattedMessage
            id="shell.account.delete.job"
            defaultMessage="<link>{services}</link>, {start}{fee, select, none {} free { — no fee} other { — cancellation fee {amount}}}"
            values={{
              services: job.services,
              link: (chunks) => (
                <Link to={link(job.jobId)} translate="no">
                  {chunks}
                </Link>
              ),
              start: <DateTime value={job.start} timeZone={job.timeZone} format="datetime" showTimeZone />,
              fee: !fee ? 'none' : job.feeMinor > 0 ? 'charged' : 'free',
              amount: money(job.feeMinor, job.currency),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** What deleting does to upcoming jobs: the customer's are cancelled (each with its fee now), a provider's go back to the market. */
export function DeletionJobs({ check }: { check: DeletionCheck }) {
  const intl = useIntl();
  const { jobsToCancel: cancelled, jobsToReassign: handedBack } = check;
  if (cancelled.length === 0 && handedBack.length === 0) {
    return (
      <p className={styles.text}>
        <FormattedMessage id="shell.account.delete.no-jobs" defaultMessage="You have no upcoming jobs: nothing is cancelled." />
      </p>
    );
  }
  return (
    <>
      {cancelled.length > 0 && (
        <div>
          <h3>
            <FormattedMessage
              id="shell.account.delete.cancelled-heading"
              defaultMessage="{count, plural, one {# upcoming job} other {# upcoming jobs}} will be cancelled"
              values={{ count: cancelled.length }}
            />
          </h3>
          <p className={styles.text}>
            <FormattedMessage id="shell.account.delete.cancelled-text" defaultMessage="Each under its cancellation policy, as if you cancelled it now:" />
          </p>
          <JobList
            jobs={cancelled}
            label={intl.formatMessage({ id: 'shell.account.delete.cancelled-list', defaultMessage: 'Jobs that will be cancelled' })}
            link={(jobId) => `/job/${jobId}`}
            fee
          />
        </div>
      )}
      {handedBack.length > 0 && (
        <div>
          <h3>
            <FormattedMessage
              id="shell.account.delete.handed-back-heading"
              defaultMessage="{count, plural, one {# job you were to do goes} other {# jobs you were to do go}} back to the market"
              values={{ count: handedBack.length }}
            />
          </h3>
          <p className={styles.text}>
            <FormattedMessage
              id="shell.account.delete.handed-back-text"
              defaultMessage="The customers keep their bookings and are told; the market team assigns another provider."
            />
          </p>
          <JobList
            jobs={handedBack}
            label={intl.formatMessage({ id: 'shell.account.delete.handed-back-list', defaultMessage: 'Jobs that go back to the market' })}
            link={(jobId) => `/provider/job/${jobId}`}
            fee={false}
          />
        </div>
      )}
    </>
  );
}
