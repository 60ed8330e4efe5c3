import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { RosterRow } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { percent, responseTime, statusWords } from '../domain/provider-words';
import styles from './market-providers.module.css';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, RosterRow>();
const noRows: RosterRow[] = [];

/** TanStack Table wants `columns` referentially stable: built again only when the open handler changes. */
function buildColumns(onOpen: (row: RosterRow) => void) {
  return column.columns([
    column.accessor('displayName', {
      id: 'name',
      header: 'Provider',
      cell: (info) => (
        <Button variant="ghost" size="sm" onClick={() => onOpen(info.row.original)}>
          {info.getValue()}
        </Button>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: (info) => (
        <>
          <Badge tone={statusWords[info.getValue()].tone}>{statusWords[info.getValue()].label}</Badge>
          {!info.row.original.hasHours && <Badge tone="info">No weekly hours</Badge>}
        </>
      ),
    }),
    column.accessor((row) => row.rating.average, { id: 'rating', header: 'Rating', cell: (info) => (info.getValue() === null ? 'No reviews' : `${info.getValue()}★ (${info.row.original.rating.count})`) }),
    column.accessor((row) => row.metrics.jobsLast30Days, { id: 'jobs', header: 'Jobs (30 days)' }),
    column.accessor((row) => row.metrics.acceptanceRate, { id: 'acceptance', header: 'Acceptance', cell: (info) => percent(info.getValue()) }),
    column.accessor((row) => row.metrics.medianResponseMinutes, { id: 'response', header: 'Median response', cell: (info) => responseTime(info.getValue()) }),
    column.accessor((row) => row.metrics.cancellations, { id: 'cancellations', header: 'Cancellations' }),
    column.accessor((row) => row.metrics.noShows, { id: 'noShows', header: 'No-shows' }),
  ]);
}

/** The roster: TanStack Table's column model drawn by the shared semantic table (scrolls sideways on a phone). */
export function RosterTable({ rows, onOpen, stale }: { rows: RosterRow[] | undefined; onOpen: (row: RosterRow) => void; stale: boolean }) {
  const tableColumns = useMemo(() => buildColumns(onOpen), [onOpen]);
  const table = useTable({ features, columns: tableColumns, data: rows ?? noRows, getRowId: (row) => row.id });
  const columns: Array<TableColumn<ReturnType<typeof table.getRowModel>['rows'][number]>> = table.getAllLeafColumns().map((leaf) => ({
    key: leaf.id,
    header: typeof leaf.columnDef.header === 'string' ? leaf.columnDef.header : leaf.id,
    rowHeader: leaf.id === 'name',
    cell: (row) => <table.FlexRender cell={row.getAllCells().find((cell) => cell.column.id === leaf.id)!} />,
  }));
  return (
    // min-width 0: as a grid item the wrapper would grow to the table's width and push the page sideways on a phone; the table scrolls inside instead.
    <div aria-busy={stale} className={styles.tableWrap}>
      <Table caption="Providers of the market, by name" hideCaption columns={columns} rows={table.getRowModel().rows} getRowKey={(row) => row.id} />
    </div>
  );
}
