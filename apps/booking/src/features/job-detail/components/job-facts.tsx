import { FormattedMessage } from 'react-intl';
import type { JobDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { areaText, JobAddress, JobSizeAndAccess } from '@marketplace/job-ui/job-practical-facts';
import { JobWhen } from '@marketplace/job-ui/job-time';
import styles from './job-detail.module.css';

/**
 * When and where: the time in the market's zone (named), the address and the market. The API
 * sends the street to the customer always; to a provider who opens this page only once they
 * accepted the job (docs/provider.md), so without it the area stands in.
 */
export function JobWhenWhere({ job }: { job: JobDetail }) {
  const { address } = job;
  return (
    <dl className={styles.facts}>
      <JobWhen start={job.start} end={job.end} timeZone={job.timeZone} />
      <div>
        <dt>{address ? <FormattedMessage id="booking.job.address" defaultMessage="Address" /> : <FormattedMessage id="booking.job.area" defaultMessage="Area" />}</dt>
        <dd translate="no">{address ? <JobAddress address={address} /> : areaText(job.area)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="booking.job.market" defaultMessage="Market" />
        </dt>
        <dd translate="no">{job.marketName}</dd>
      </div>
    </dl>
  );
}

/** The size, the access notes and who the provider contacts. */
export function JobPracticalities({ job }: { job: JobDetail }) {
  return (
    <dl className={styles.facts}>
      <JobSizeAndAccess size={job.size} accessNotes={job.accessNotes} />
      {job.contact && (
        <div>
          <dt>
            <FormattedMessage id="booking.job.contact" defaultMessage="Contact" />
          </dt>
          <dd translate="no" {...personalDataProps}>
            {job.contact.name}
            <br />
            {job.contact.email}
            <br />
            {job.contact.phone}
          </dd>
        </div>
      )}
    </dl>
  );
}
