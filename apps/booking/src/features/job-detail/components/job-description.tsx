import { FormattedMessage } from 'react-intl';
import { personalDataProps } from '@marketplace/error-reporting';
import { RichText } from '@marketplace/shared-ui/rich-text';
import styles from './job-detail.module.css';

/** The customer's rich-text description, cleaned again here before it enters the page. */
export function JobDescription({ html }: { html: string }) {
  return (
    <RichText
      html={html}
      data-testid="job-description"
      translate="no"
      {...personalDataProps}
      fallback={
        <p className={styles.muted}>
          <FormattedMessage id="booking.job.no-description" defaultMessage="No description." />
        </p>
      }
    />
  );
}
