import type { ProviderEarning } from '@marketplace/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Badge } from '@marketplace/shared-ui/badge';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { invoicePdfUrl } from '../api/use-provider-payments';
import { payoutStatusWords } from '../domain/payout-words';
import styles from './provider-payments.module.css';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ProviderEarning>();
const money = (pick: (earning: ProviderEarning) => number) => (earning: ProviderEarning) => <Money amountMinor={pick(earning)} currency={earning.currency} />;

/** Columns: which cells are numbers (right-aligned) and which one names the row. */
const columns = column.columns([
  column.display({ id: 'date', header: 'Date', cell: ({ row }) => <DateTime value={row.original.start} timeZone={row.original.timeZone} format="datetime" showTimeZone /> }),
  column.display({ id: 'services', header: 'Services', cell: ({ row }) => row.original.services }),
  column.display({ id: 'subtotal', header: 'Subtotal', cell: ({ row }) => money((earning) => earning.subtotalMinor)(row.original) }),
  column.display({ id: 'commission', header: 'Commission', cell: ({ row }) => money((earning) => -earning.commissionMinor)(row.original) }),
  column.display({ id: 'refunded', header: 'Refunded', cell: ({ row }) => money((earning) => -earning.refundedMinor)(row.original) }),
  column.display({ id: 'earnings', header: 'Your earnings', cell: ({ row }) => money((earning) => earning.earningsMinor)(row.original) }),
  column.display({
    id: 'invoice',
    header: 'Invoice',
    cell: ({ row }) => {
      const { invoice } = row.original;
      return invoice ? <a href={invoicePdfUrl(invoice.id)} aria-label={`Invoice ${invoice.number} (PDF)`}>{invoice.number}</a> : '—';
    },
  }),
  column.display({
    id: 'payout',
    header: 'Payout',
    cell: ({ row }) => {
      const words = payoutStatusWords[row.original.payout?.status ?? 'payable'];
      return <Badge tone={words.tone}>{words.label}</Badge>;
    },
  }),
]);
const numeric = new Set(['subtotal', 'commission', 'refunded', 'earnings']);

/**
 * One page of earnings per job (the API pages them): what each job's services came to, the
 * commission and refunds taken from it, what the provider keeps, and where that money is.
 */
export function EarningsTable({ earnings }: { earnings: ProviderEarning[] }) {
  const table = useTable({ features, columns, data: earnings });
  return (
    <div className={styles.scroller} role="region" aria-labelledby="earnings-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="earnings-caption" className={styles.caption}>
          Earnings per job, newest first (times in each job’s market zone)
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={numeric.has(header.column.id) ? styles.end : undefined}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.original.jobId}>
              {row.getAllCells().map((cell) =>
                cell.column.id === 'date' ? (
                  <th key={cell.id} scope="row">
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className={numeric.has(cell.column.id) ? styles.end : undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
