import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { defineMessages, FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { RosterRow } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { percent, responseTime, statusWords } from '../domain/provider-words';
import styles from './market-providers.module.css';

const headers: Record<string, MessageDescriptor> = defineMessages({
  name: { id: 'market.roster.col.provider', defaultMessage: 'Provider' },
  status: { id: 'market.roster.col.status', defaultMessage: 'Status' },
  rating: { id: 'market.roster.col.rating', defaultMessage: 'Rating' },
  jobs: { id: 'market.roster.col.jobs', defaultMessage: 'Jobs (30 days)' },
  acceptance: { id: 'market.roster.col.acceptance', defaultMessage: 'Acceptance' },
  response: { id: 'market.roster.col.response', defaultMessage: 'Median response' },
  cancellations: { id: 'market.roster.col.cancellations', defaultMessage: 'Cancellations' },
  noShows: { id: 'market.roster.col.no-shows', defaultMessage: 'No-shows' },
});

const features = tableFeatures({});
const column = createColumnHelper<typeof features, RosterRow>();
const noRows: RosterRow[] = [];

/** TanStack Table wants `columns` referentially stable: built again only when the open handler or the language changes. */
function buildColumns(onOpen: (row: RosterRow) => void, intl: IntlShape) {
  const count = (value: number) => intl.formatNumber(value);
  return column.columns([
    column.accessor('displayName', {
      id: 'name',
      cell: (info) => (
        <Button variant="ghost" size="sm" onClick={() => onOpen(info.row.original)} translate="no">
          {info.getValue()}
        </Button>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      cell: (info) => (
        <>
          <Badge tone={statusWords[info.getValue()].tone}>
            <FormattedMessage {...statusWords[info.getValue()].label} />
          </Badge>
          {!info.row.original.hasHours && (
            <Badge tone="info">
              <FormattedMessage id="market.roster.no-hours" defaultMessage="No weekly hours" />
            </Badge>
          )}
        </>
      ),
    }),
    column.accessor((row) => row.rating.average, {
      id: 'rating',
      cell: (info) => {
        const average = info.getValue();
        return average === null
          ? intl.formatMessage({ id: 'market.roster.no-reviews', defaultMessage: 'No reviews' })
          : intl.formatMessage({ id: 'market.roster.rating', defaultMessage: '{average, number}★ ({count, number})' }, { average, count: info.row.original.rating.count });
      },
    }),
    column.accessor((row) => row.metrics.jobsLast30Days, { id: 'jobs', cell: (info) => count(info.getValue()) }),
    column.accessor((row) => row.metrics.acceptanceRate, { id: 'acceptance', cell: (info) => percent(intl, info.getValue()) }),
    column.accessor((row) => row.metrics.medianResponseMinutes, { id: 'response', cell: (info) => responseTime(intl, info.getValue()) }),
    column.accessor((row) => row.metrics.cancellations, { id: 'cancellations', cell: (info) => count(info.getValue()) }),
    column.accessor((row) => row.metrics.noShows, { id: 'noShows', cell: (info) => count(info.getValue()) }),
  ]);
}

/** The roster: TanStack Table's column model drawn by the shared semantic table (scrolls sideways on a phone). */
export function RosterTable({ rows, onOpen, stale }: { rows: RosterRow[] | undefined; onOpen: (row: RosterRow) => void; stale: boolean }) {
  const intl = useIntl();
  const tableColumns = useMemo(() => buildColumns(onOpen, intl), [onOpen, intl]);
  const table = useTable({ features, columns: tableColumns, data: rows ?? noRows, getRowId: (row) => row.id });
  const columns: Array<TableColumn<ReturnType<typeof table.getRowModel>['rows'][number]>> = table.getAllLeafColumns().map((leaf) => ({
    key: leaf.id,
    header: headers[leaf.id] ? intl.formatMessage(headers[leaf.id]!) : leaf.id,
    rowHeader: leaf.id === 'name',
    cell: (row) => <table.FlexRender cell={row.getAllCells().find((cell) => cell.column.id === leaf.id)!} />,
  }));
  return (
    // min-width 0: as a grid item the wrapper would grow to the table's width and push the page sideways on a phone; the table scrolls inside instead.
    <div aria-busy={stale} className={styles.tableWrap}>
      <Table caption={intl.formatMessage({ id: 'market.roster.caption', defaultMessage: 'Providers of the market, by name' })} hideCaption columns={columns} rows={table.getRowModel().rows} getRowKey={(row) => row.id} />
    </div>
  );
}
