import { defineMessages, FormattedMessage, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { JobDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import styles from './job-page.module.css';

type JobSize = JobDetail['size'];

const sizeLabels: Record<JobSize, MessageDescriptor> = defineMessages({
  small: { id: 'job-ui.size.small', defaultMessage: 'Small' },
  medium: { id: 'job-ui.size.medium', defaultMessage: 'Medium' },
  large: { id: 'job-ui.size.large', defaultMessage: 'Large' },
});

/** "Small", "Medium", "Large" in the page's language. */
export const jobSizeLabel = (intl: IntlShape, size: JobSize) => intl.formatMessage(sizeLabels[size]);

/** "10011 Manhattan": where the job is, roughly (a provider gets the street once they accept it). Data: not translated. */
export const areaText = (area: { postalCode: string; city: string }) => `${area.postalCode} ${area.city}`;

/** The street address, masked in session replay; data, so never translated. */
export function JobAddress({ address }: { address: { line1: string; line2?: string | null; city: string; postalCode: string } }) {
  return (
    <address className={styles.address} translate="no" {...personalDataProps}>
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
  const intl = useIntl();
  return (
    <>
      <div>
        <dt>
          <FormattedMessage id="job-ui.facts.size" defaultMessage="Size" />
        </dt>
        <dd>{jobSizeLabel(intl, size)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="job-ui.facts.access-notes" defaultMessage="Access notes" />
        </dt>
        {accessNotes ? (
          <dd className={styles.preWrap} translate="no" {...personalDataProps}>
            {accessNotes}
          </dd>
        ) : (
          <dd className={styles.preWrap} {...personalDataProps}>
            <span className={styles.muted}>
              <FormattedMessage id="job-ui.facts.no-access-notes" defaultMessage="None" />
            </span>
          </dd>
        )}
      </div>
    </>
  );
}
