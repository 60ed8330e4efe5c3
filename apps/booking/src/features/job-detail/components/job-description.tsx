import { useMemo } from 'react';
import { personalDataProps } from '@marketplace/error-reporting';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import styles from './job-detail.module.css';

/** The customer's rich-text description, cleaned again here before it enters the page. */
export function JobDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean.trim()) return <p className={styles.muted}>No description.</p>;
  return <div className={styles.richText} data-testid="job-description" {...personalDataProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
