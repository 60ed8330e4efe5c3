import { createColumnHelper, functionalUpdate, rowPaginationFeature, rowSortingFeature, type SortingState, tableFeatures, useTable } from '@tanstack/react-table';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MarketJobRow, MarketJobSort, SortDirection } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { JobStatusBadge } from '@marketplace/job-ui/job-status-badge';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { Money } from '@marketplace/shared-ui/money';
import styles from './jobs-grid.module.css';

/** The columns' headers, by column id, worded in the page's language where the table is drawn. */
const headers: Record<string, MessageDescriptor> = defineMessages({
  reference: { id: 'market.jobs-table.job', defaultMessage: 'Job' },
  status: { id: 'market.jobs-table.status', defaultMessage: 'Status' },
  start: { id: 'market.jobs-table.start', defaultMessage: 'Start' },
  provider: { id: 'market.jobs-table.provider', defaultMessage: 'Provider' },
  customer: { id: 'market.jobs-table.customer', defaultMessage: 'Customer' },
  postalCode: { id: 'market.jobs-table.postal-code', defaultMessage: 'Postal code' },
  total: { id: 'market.jobs-table.total', defaultMessage: 'Total' },
  created: { id: 'market.jobs-table.booked', defaultMessage: 'Booked' },
});

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const column = createColumnHelper<typeof features, MarketJobRow>();

/** Module-level: TanStack Table wants `columns` (and the empty fallback) referentially stable. */
function buildColumns(marketId: string, timeZone: string) {
  return column.columns([
    column.accessor('reference', {
      id: 'reference',
      enableSorting: false,
      cell: (info) => (
        <Link to={`/market/${marketId}/job/${info.row.original.id}`} className={styles.jobLink} data-job-id={info.row.original.id}>
          <span className={styles.reference} translate="no">
            {info.getValue()}
          </span>
          <span className={styles.services} translate="no">
            {info.row.original.servicesSummary}
          </span>
        </Link>
      ),
    }),
    column.accessor('status', { id: 'status', cell: (info) => <JobStatusBadge status={info.getValue()} /> }),
    column.accessor('start', { id: 'start', cell: (info) => <DateTime value={info.getValue()} timeZone={timeZone} /> }),
    column.accessor((row) => row.provider?.name ?? '', {
      id: 'provider',
      cell: (info) =>
        info.row.original.provider ? (
          <span translate="no">{info.row.original.provider.name}</span>
        ) : (
          <span className={styles.none}>
            <FormattedMessage id="market.jobs-table.no-provider" defaultMessage="No provider" />
          </span>
        ),
    }),
    column.accessor('customerName', {
      id: 'customer',
      cell: (info) => (
        <span {...personalDataProps} translate="no">
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('postalCode', {
      id: 'postalCode',
      enableSorting: false,
      cell: (info) => (
        <span {...personalDataProps} translate="no">
          {info.getValue() ?? '—'}
        </span>
      ),
    }),
    column.accessor('totalMinor', { id: 'total', cell: (info) => <Money amountMinor={info.getValue()} currency={info.row.original.currency} /> }),
    column.accessor('createdAt', { id: 'created', cell: (info) => <DateTime value={info.getValue()} timeZone={timeZone} format="date" /> }),
  ]);
}
const columnsCache = new Map<string, ReturnType<typeof buildColumns>>();
const columnsFor = (marketId: string, timeZone: string) => {
  const key = `${marketId} ${timeZone}`;
  if (!columnsCache.has(key)) columnsCache.set(key, buildColumns(marketId, timeZone));
  return columnsCache.get(key)!;
};
const noRows: MarketJobRow[] = [];

export interface JobsTableProps {
  marketId: string;
  timeZone: string;
  rows: MarketJobRow[] | undefined;
  total: number;
  sort: MarketJobSort;
  dir: SortDirection;
  page: number;
  pageSize: number;
  onSortChange: (sort: MarketJobSort, dir: SortDirection) => void;
  /** True while a new page or sort loads: the rows shown are the previous ones. */
  stale: boolean;
}

type TableRow = ReturnType<ReturnType<typeof useJobsTable>['getRowModel']>['rows'][number];

function useJobsTable({ marketId, timeZone, rows, total, sort, dir, page, pageSize, onSortChange }: JobsTableProps) {
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  return useTable({
    features,
    columns: columnsFor(marketId, timeZone),
    data: rows ?? noRows,
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSortChange(next.id as MarketJobSort, next.desc ? 'desc' : 'asc');
    },
  });
}

/**
 * The grid itself: TanStack Table in server-side mode (the API sorts and pages; the table keeps
 * the column model and the sort state), drawn by the shared semantic table, which scrolls
 * sideways inside its own labelled region on a phone and marks the sorted column (aria-sort).
 */
export function JobsTable(props: JobsTableProps) {
  const intl = useIntl();
  const table = useJobsTable(props);
  const columns: Array<TableColumn<TableRow>> = table.getAllLeafColumns().map((column) => ({
    key: column.id,
    header: headers[column.id] ? intl.formatMessage(headers[column.id]!) : column.id,
    sortable: column.getCanSort(),
    rowHeader: column.id === 'reference',
    cell: (row) => <table.FlexRender cell={row.getAllCells().find((cell) => cell.column.id === column.id)!} />,
  }));
  const sorted = table.state.sorting[0];
  return (
    <div aria-busy={props.stale}>
      <Table
        caption={intl.formatMessage(
          {
            id: 'market.jobs-table.caption',
            defaultMessage:
              'Jobs, sorted by {sort, select, start {start} created {booking date} status {status} total {total} provider {provider} customer {customer} other {{sort}}} {dir, select, asc {ascending} other {descending}}',
          },
          { sort: props.sort, dir: props.dir },
        )}
        hideCaption
        columns={columns}
        rows={table.getRowModel().rows}
        getRowKey={(row) => row.id}
        sort={sorted ? { key: sorted.id, direction: sorted.desc ? 'descending' : 'ascending' } : null}
        onSortChange={(next) => table.setSorting([{ id: next.key, desc: next.direction === 'descending' }])}
        className={props.stale ? styles.stale : undefined}
      />
    </div>
  );
}
