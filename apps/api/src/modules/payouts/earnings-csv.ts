import { Readable } from 'node:stream';
import type { LanguageCode, SessionUser } from '@marketplace/contracts';
import { defineMessages } from '@marketplace/contracts/messages';
import type { Deps } from '../../deps';
import { intlFor } from '../../i18n/intl';
import { csvLine, decimalAmount, zonedFormatter } from '../market-jobs';
import { type EarningRow, listEarnings, payoutStatuses } from './provider-payments.repository';
import { authorizeProviderPayments, toEarnings } from './provider-payments.service';

/**
 * The header, the services' names and the payout status in the reader's language
 * (docs/languages.md); times, zones, amounts (`123.45`), currency codes, invoice numbers and ids
 * are the same in every language. English keeps the status codes it always had.
 */
const words = defineMessages({
  jobStart: { id: 'api.csv.earnings.job-start', defaultMessage: 'Job start' },
  timeZone: { id: 'api.csv.earnings.time-zone', defaultMessage: 'Time zone' },
  market: { id: 'api.csv.earnings.market', defaultMessage: 'Market' },
  services: { id: 'api.csv.earnings.services', defaultMessage: 'Services' },
  currency: { id: 'api.csv.earnings.currency', defaultMessage: 'Currency' },
  subtotal: { id: 'api.csv.earnings.subtotal', defaultMessage: 'Subtotal' },
  commission: { id: 'api.csv.earnings.commission', defaultMessage: 'Commission' },
  refunded: { id: 'api.csv.earnings.refunded', defaultMessage: 'Refunded' },
  earnings: { id: 'api.csv.earnings.earnings', defaultMessage: 'Earnings' },
  invoice: { id: 'api.csv.earnings.invoice', defaultMessage: 'Invoice' },
  payoutStatus: { id: 'api.csv.earnings.payout-status', defaultMessage: 'Payout status' },
  jobId: { id: 'api.csv.earnings.job-id', defaultMessage: 'Job ID' },
  // A job's tips, on a row of their own below the job's (in the Services column).
  tip: { id: 'api.csv.earnings.tip', defaultMessage: 'Tip' },
  payoutStatusValue: {
    id: 'api.csv.earnings.payout-status-value',
    defaultMessage: '{status, select, payable {payable} pending {pending} paid {paid} failed {failed} other {{status}}}',
  },
});

const columns = ['jobStart', 'timeZone', 'market', 'services', 'currency', 'subtotal', 'commission', 'refunded', 'earnings', 'invoice', 'payoutStatus', 'jobId'] as const;

const BATCH = 500;
/** A bound on one export: years of a busy provider's jobs. */
export const EARNINGS_CSV_MAX_ROWS = 50_000;

/**
 * Every earning of the provider as CSV, streamed in batches (times in each job's market zone,
 * cells guarded against spreadsheet formulas by the shared CSV cell). Rights are checked before
 * the first byte. A job's tips follow its row as a row of their own ("Tip" in Services: given,
 * no commission, refunded, kept), so the columns and the rows of jobs without tips stay as they were.
 */
export async function providerEarningsCsv(deps: Deps, user: SessionUser, providerId: string, language: LanguageCode): Promise<Readable> {
  await authorizeProviderPayments(deps, user, providerId);
  const intl = intlFor(language);
  const formatters = new Map<string, (date: Date) => string>();
  const at = (timeZone: string, date: Date) => {
    let format = formatters.get(timeZone);
    if (!format) formatters.set(timeZone, (format = zonedFormatter(timeZone)));
    return format(date);
  };
  /** The job's tips: given, no commission, refunded, kept, no invoice, their own payout's status. */
  const tipLine = (row: EarningRow, amount: (minor: number) => string, payouts: Map<string, string>) =>
    csvLine([
      at(row.time_zone, row.start_at),
      row.time_zone,
      row.market_name,
      intl.formatMessage(words.tip),
      row.currency,
      amount(row.tipped),
      amount(0),
      amount(row.tips_refunded),
      amount(row.tipped - row.tips_refunded),
      '',
      intl.formatMessage(words.payoutStatusValue, { status: (row.tip_payout_id && payouts.get(row.tip_payout_id)) || 'payable' }),
      row.job_id,
    ]);
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((column) => intl.formatMessage(words[column])))}`;
    for (let offset = 0; offset < EARNINGS_CSV_MAX_ROWS; offset += BATCH) {
      const rows = await listEarnings(deps.db, providerId, { offset, limit: BATCH });
      const earnings = await toEarnings(deps, rows, language);
      const tipPayouts = await payoutStatuses(deps.db, rows.flatMap((row) => (row.tip_payout_id ? [row.tip_payout_id] : [])));
      yield earnings
        .map((earning, index) => {
          const amount = (minor: number) => decimalAmount(minor, earning.currency);
          const row = rows[index]!;
          const tips = row.tipped > 0 ? tipLine(row, amount, tipPayouts) : '';
          return csvLine([
            at(earning.timeZone, new Date(earning.start)),
            earning.timeZone,
            earning.marketName,
            earning.services,
            earning.currency,
            amount(earning.subtotalMinor),
            amount(earning.commissionMinor),
            amount(earning.refundedMinor),
            amount(earning.earningsMinor),
            earning.invoice?.number ?? '',
            intl.formatMessage(words.payoutStatusValue, { status: earning.payout?.status ?? 'payable' }),
            earning.jobId,
          ]) + tips;
        })
        .join('');
      if (earnings.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
