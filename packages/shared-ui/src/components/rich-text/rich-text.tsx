import { classNames } from '../../internal/class-names';
import { useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { sanitizeRichText } from './sanitize-rich-text';
import styles from './rich-text.module.css';

export interface RichTextProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the rich-text editor (stored sanitized by the server, cleaned again here). */
  html: string;
  /** Shown instead when nothing is left to show. */
  fallback?: ReactNode;
}

/**
 * The one way rich text (job descriptions, bios) enters the page: reduced to what the editor
 * makes — paragraphs, bold, italic, lists, web and email links — with no script, handler,
 * image or style surviving, whatever the HTML says.
 */
export function RichText({ html, fallback = null, className, ...props }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean.trim()) return fallback;
  return <div {...props} className={classNames(styles.richText, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
