import type { JobDetail } from '@marketplace/contracts';

type JobSize = JobDetail['size'];
import { personalDataProps } from '@marketplace/error-reporting';
import styles from './job-page.module.css';

const sizeLabels: Record<JobSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

/** "Small", "Medium", "Large". */
export const jobSizeLabel = (size: JobSize) => sizeLabels[size];

/** "10011 Manhattan": where the job is, roughly (a provider gets the street once they accept it). */
export const areaText = (area: { postalCode: string; city: string }) => `${area.postalCode} ${area.city}`;

/** The street address, masked in session replay. */
export function JobAddress({ address }: { address: { line1: string; line2?: string | null; city: string; postalCode: string } }) {
  return (
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
  );
}

/** The size and the access notes, as two rows of a `<dl>` (the notes masked in session replay). */
export function JobSizeAndAccess({ size, accessNotes }: { size: JobSize; accessNotes: string | null }) {
  return (
    <>
      <div>
        <dt>Size</dt>
        <dd>{jobSizeLabel(size)}</dd>
      </div>
      <div>
        <dt>Access notes</dt>
        <dd className={styles.preWrap} {...personalDataProps}>
          {accessNotes || <span className={styles.muted}>None</span>}
        </dd>
      </div>
    </>
  );
}
