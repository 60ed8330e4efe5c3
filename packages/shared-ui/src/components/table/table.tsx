import { classNames } from '../../internal/class-names';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './table.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Shows a sort button in the header; needs `onSortChange` on the table. */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Marks this column's cells as row headers (`<th scope="row">`), e.g. a name column. */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Names the table; also names the scrollable region around it. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. */
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** The current sort; the table shows it but does not sort rows itself. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  emptyMessage?: ReactNode;
  className?: string;
}

/** The sort a header click asks for: the same column flips, a new column starts ascending. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key && current.direction === 'ascending') return { key, direction: 'descending' };
  return { key, direction: 'ascending' };
}

/**
 * A presentational, semantic table. It scrolls sideways inside a focusable, labelled region on
 * narrow screens so keyboard users can scroll it too.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  emptyMessage = <FormattedMessage id="shared-ui.table.empty" defaultMessage="Nothing to show." />,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <div className={classNames(styles.scroller, className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? styles.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const sortable = column.sortable && onSortChange;
              return (
                <th key={column.key} scope="col" aria-sort={direction} className={styles[column.align ?? 'start']}>
                  {sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, column.key))}>
                      {column.header}
                      <span className={classNames(styles.sortIcon, direction && styles.sorted)} aria-hidden="true">
                        {direction === 'descending' ? '▼' : direction === 'ascending' ? '▲' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} className={styles[column.align ?? 'start']}>
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
