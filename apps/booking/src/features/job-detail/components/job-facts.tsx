import type { JobDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { JobTime } from '@marketplace/job-ui/job-time';
import styles from './job-detail.module.css';

const sizeLabels: Record<JobDetail['size'], string> = { small: 'Small', medium: 'Medium', large: 'Large' };

/** When and where: the time in the market's zone (named), the address and the market. */
export function JobWhenWhere({ job }: { job: JobDetail }) {
  const { address } = job;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>When</dt>
        <dd>
          <JobTime start={job.start} end={job.end} timeZone={job.timeZone} />
        </dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>
          <address className={styles.address} {...personalDataProps}>
            {address.line1}
            {address.line2 && (
              <>
                <br />
                {address.line2}
              </>
            )}
            <br />
            {address.city} {address.postalCode}
          </address>
        </dd>
      </div>
      <div>
        <dt>Market</dt>
        <dd>{job.marketName}</dd>
      </div>
    </dl>
  );
}

/** The size, the access notes and who the provider contacts. */
export function JobPracticalities({ job }: { job: JobDetail }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Size</dt>
        <dd>{sizeLabels[job.size]}</dd>
      </div>
      <div>
        <dt>Access notes</dt>
        <dd className={styles.preWrap} {...personalDataProps}>
          {job.accessNotes || <span className={styles.muted}>None</span>}
        </dd>
      </div>
      <div>
        <dt>Contact</dt>
        <dd {...personalDataProps}>
          {job.contact.name}
          <br />
          {job.contact.email}
          <br />
          {job.contact.phone}
        </dd>
      </div>
    </dl>
  );
}
