import { useIntl } from 'react-intl';
import { classNames } from '../../internal/class-names';
import { useMediaQuery } from '../../internal/use-media-query';
import styles from './pagination.module.css';
import { getPageItems } from './page-items';

/** Phone widths: Previous/Next shrink to arrows and one sibling page shows (matches the CSS). */
const narrowScreen = '(max-width: 40rem)';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /**
   * Pages shown either side of the current one (default 1). Screens narrower than 40rem show at
   * most one, so Previous, the pages and Next stay on one row on a phone.
   */
  siblings?: number;
  /** Names the navigation landmark; give each pagination on a page its own. */
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
  className?: string;
}

/**
 * Page navigation with previous/next, page numbers and ellipses, on one row at any width (the
 * page numbers scroll sideways if even the compact row doesn't fit). Renders nothing for one
 * page. Previous and Next are `aria-disabled` at the ends, not natively disabled, so the focus
 * stays on Next when it reaches the last page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  'aria-label': ariaLabel,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
}: PaginationProps) {
  const intl = useIntl();
  const narrow = useMediaQuery(narrowScreen);
  if (pageCount <= 1) return null;
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <nav aria-label={ariaLabel ?? intl.formatMessage({ id: 'shared-ui.pagination.label', defaultMessage: 'Pagination' })} className={classNames(styles.pagination, className)}>
      <button
        type="button"
        className={styles.step}
        aria-disabled={atFirst || undefined}
        onClick={() => {
          if (!atFirst) onPageChange(page - 1);
        }}
      >
        <span aria-hidden="true">‹</span>
        <span className={styles.stepText}>{previousLabel ?? intl.formatMessage({ id: 'shared-ui.pagination.previous', defaultMessage: 'Previous' })}</span>
      </button>
      <ul className={styles.list}>
        {getPageItems(page, pageCount, narrow ? Math.min(siblings, 1) : siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel ? pageLabel(item) : intl.formatMessage({ id: 'shared-ui.pagination.page', defaultMessage: 'Page {number, number}' }, { number: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        aria-disabled={atLast || undefined}
        onClick={() => {
          if (!atLast) onPageChange(page + 1);
        }}
      >
        <span className={styles.stepText}>{nextLabel ?? intl.formatMessage({ id: 'shared-ui.pagination.next', defaultMessage: 'Next' })}</span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
