import clsx from 'clsx';
import styles from './pagination.module.css';
import { getPageItems } from './page-items';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Names the navigation landmark; give each pagination on a page its own. */
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
  className?: string;
}

/** Page navigation with previous/next, page numbers and ellipses. Renders nothing for one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (number) => `Page ${number}`,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={ariaLabel} className={clsx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <span aria-hidden="true">‹</span>
            <span className={styles.stepText}>{previousLabel}</span>
          </button>
        </li>
        {getPageItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel(item)}
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
        <li>
          <button type="button" className={styles.step} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            <span className={styles.stepText}>{nextLabel}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
