import type { ProviderEarning } from '@marketplace/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '@marketplace/shared-ui/badge';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { invoicePdfUrl } from '../api/use-provider-payments';
import { payoutStatusWords } from '../domain/payout-words';
import styles from './provider-payments.module.css';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ProviderEarning>();
const money = (pick: (earning: ProviderEarning) => number) => (earning: ProviderEarning) => <Money amountMinor={pick(earning)} currency={earning.currency} />;

/** An invoice's PDF, named by its number (the number is the market's, not words). */
function InvoiceLink({ invoice }: { invoice: NonNullable<ProviderEarning['invoice']> }) {
  const intl = useIntl();
  return (
    <a href={invoicePdfUrl(invoice.id)} translate="no" aria-label={intl.formatMessage({ id: 'provider.earnings-table.invoice-pdf', defaultMessage: 'Invoice {number} (PDF)' }, { number: invoice.number })}>
      {invoice.number}
    </a>
  );
}

function PayoutBadge({ earning }: { earning: ProviderEarning }) {
  const words = payoutStatusWords[earning.heldMinor ? 'held' : (earning.payout?.status ?? 'payable')];
  return (
    <Badge tone={words.tone}>
      <FormattedMessage {...words.label} />
    </Badge>
  );
}

/** Columns: which cells are numbers (right-aligned) and which one names the row. Headers are messages, formatted as they render. */
const columns = column.columns([
  column.display({
    id: 'date',
    header: () => <FormattedMessage id="provider.earnings-table.date" defaultMessage="Date" />,
    cell: ({ row }) => <DateTime value={row.original.start} timeZone={row.original.timeZone} format="datetime" showTimeZone />,
  }),
  column.display({
    id: 'services',
    header: () => <FormattedMessage id="provider.earnings-table.services" defaultMessage="Services" />,
    cell: ({ row }) => <span translate="no">{row.original.services}</span>,
  }),
  column.display({
    id: 'subtotal',
    header: () => <FormattedMessage id="provider.earnings-table.subtotal" defaultMessage="Subtotal" />,
    cell: ({ row }) => money((earning) => earning.subtotalMinor)(row.original),
  }),
  column.display({
    id: 'commission',
    header: () => <FormattedMessage id="provider.earnings-table.commission" defaultMessage="Commission" />,
    cell: ({ row }) => money((earning) => -earning.commissionMinor)(row.original),
  }),
  column.display({
    id: 'refunded',
    header: () => <FormattedMessage id="provider.earnings-table.refunded" defaultMessage="Refunded" />,
    cell: ({ row }) => money((earning) => -earning.refundedMinor)(row.original),
  }),
  column.display({
    id: 'earnings',
    header: () => <FormattedMessage id="provider.earnings-table.earnings" defaultMessage="Your earnings" />,
    cell: ({ row }) => money((earning) => earning.earningsMinor)(row.original),
  }),
  column.display({
    id: 'tips',
    header: () => <FormattedMessage id="provider.earnings-table.tips" defaultMessage="Tips" />,
    // All the provider's: no commission (docs/payments.md, "Tips"); counted in the balances like earnings.
    cell: ({ row }) => (row.original.tipsMinor === 0 ? '—' : money((earning) => earning.tipsMinor)(row.original)),
  }),
  column.display({
    id: 'invoice',
    header: () => <FormattedMessage id="provider.earnings-table.invoice" defaultMessage="Invoice" />,
    cell: ({ row }) => (row.original.invoice ? <InvoiceLink invoice={row.original.invoice} /> : '—'),
  }),
  column.display({
    id: 'payout',
    header: () => <FormattedMessage id="provider.earnings-table.payout" defaultMessage="Payout" />,
    cell: ({ row }) => <PayoutBadge earning={row.original} />,
  }),
]);
const numeric = new Set(['subtotal', 'commission', 'refunded', 'earnings', 'tips']);

/**
 * One page of earnings per job (the API pages them): what each job's services came to, the
 * commission and refunds taken from it, what the provider keeps, the job's tips, and where that money is.
 */
export function EarningsTable({ earnings }: { earnings: ProviderEarning[] }) {
  const table = useTable({ features, columns, data: earnings });
  return (
    <div className={styles.scroller} role="region" aria-labelledby="earnings-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="earnings-caption" className={styles.caption}>
          <FormattedMessage id="provider.earnings-table.caption" defaultMessage="Earnings per job, newest first (times in each job’s market zone)" />
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
