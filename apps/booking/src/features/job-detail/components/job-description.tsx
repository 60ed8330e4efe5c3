import { personalDataProps } from '@marketplace/error-reporting';
import { RichText } from '@marketplace/shared-ui/rich-text';
import styles from './job-detail.module.css';

/** The customer's rich-text description, cleaned again here before it enters the page. */
export function JobDescription({ html }: { html: string }) {
  return <RichText html={html} data-testid="job-description" {...personalDataProps} fallback={<p className={styles.muted}>No description.</p>} />;
}
