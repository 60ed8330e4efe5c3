import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { defineMessages, FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MarketPlanRow } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { Badge } from '@marketplace/shared-ui/badge';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { planStatusWords, rhythmText } from '../domain/plan-words';
import styles from './plans-panel.module.css';

const headers: Record<string, MessageDescriptor> = defineMessages({
  customer: { id: 'market.plans-table.customer', defaultMessage: 'Customer' },
  status: { id: 'market.plans-table.status', defaultMessage: 'Status' },
  services: { id: 'market.plans-table.services', defaultMessage: 'Services' },
  rhythm: { id: 'market.plans-table.rhythm', defaultMessage: 'Rhythm' },
  provider: { id: 'market.plans-table.provider', defaultMessage: 'Provider' },
  nextVisit: { id: 'market.plans-table.next-visit', defaultMessage: 'Next visit' },
  created: { id: 'market.plans-table.created', defaultMessage: 'Created' },
});

const features = tableFeatures({});
const column = createColumnHelper<typeof features, MarketPlanRow>();

/** TanStack Table wants `columns` referentially stable: built again only when the market or the language changes. */
function buildColumns(marketId: string, timeZone: string, intl: IntlShape) {
  return column.columns([
    column.accessor('customerName', {
      id: 'customer',
      // A customer's name is personal data: masked in session replay like the Jobs grid's.
      cell: (info) => (
        <span {...personalDataProps} translate="no">
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      cell: (info) => <Badge tone={planStatusWords[info.getValue()].tone}>{intl.formatMessage(planStatusWords[info.getValue()].label)}</Badge>,
    }),
    column.accessor((row) => jobServicesTitle(intl, row.services), { id: 'services', cell: (info) => <span translate="no">{info.getValue()}</span> }),
    column.accessor((row) => rhythmText(intl, row), { id: 'rhythm', cell: (info) => info.getValue() }),
    column.accessor('providerName', {
      id: 'provider',
      cell: (info) =>
        info.getValue() ? (
          <span translate="no">{info.getValue()}</span>
        ) : (
          <span className={styles.muted}>
            <FormattedMessage id="market.plans-table.no-provider" defaultMessage="No provider" />
          </span>
        ),
    }),
    column.accessor('nextVisit', {
      id: 'nextVisit',
      cell: (info) => {
        const next = info.getValue();
        if (!next) {
          return (
            <span className={styles.muted}>
              <FormattedMessage id="market.plans-table.no-next-visit" defaultMessage="None planned" />
            </span>
          );
        }
        return (
          <Link to={`/market/${marketId}/job/${next.jobId}`} className={styles.link} data-job-id={next.jobId}>
            <DateTime value={next.start} timeZone={timeZone} />
          </Link>
        );
      },
    }),
    column.accessor('createdAt', { id: 'created', cell: (info) => <DateTime value={info.getValue()} timeZone={timeZone} format="date" /> }),
  ]);
}

/** The plans: TanStack Table's column model drawn by the shared semantic table (scrolls sideways on a phone). */
export function PlansTable({ marketId, timeZone, rows, stale }: { marketId: string; timeZone: string; rows: MarketPlanRow[]; stale: boolean }) {
  const intl = useIntl();
  const tableColumns = useMemo(() => buildColumns(marketId, timeZone, intl), [marketId, timeZone, intl]);
  const table = useTable({ features, columns: tableColumns, data: rows, getRowId: (row) => row.id });
  const columns: Array<TableColumn<ReturnType<typeof table.getRowModel>['rows'][number]>> = table.getAllLeafColumns().map((leaf) => ({
    key: leaf.id,
    header: headers[leaf.id] ? intl.formatMessage(headers[leaf.id]!) : leaf.id,
    rowHeader: leaf.id === 'customer',
    cell: (row) => <table.FlexRender cell={row.getAllCells().find((cell) => cell.column.id === leaf.id)!} />,
  }));
  return (
    // min-width 0: as a grid item the wrapper would grow to the table's width; the table scrolls inside instead.
    <div aria-busy={stale} className={styles.tableWrap}>
      <Table
        caption={intl.formatMessage({ id: 'market.plans-table.caption', defaultMessage: 'The market’s plans' })}
        hideCaption
        columns={columns}
        rows={table.getRowModel().rows}
        getRowKey={(row) => row.id}
        className={stale ? styles.stale : undefined}
      />
    </div>
  );
}
