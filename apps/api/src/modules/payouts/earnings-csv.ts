import { Readable } from 'node:stream';
import type { SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { csvLine, decimalAmount, zonedFormatter } from '../market-jobs';
import { listEarnings } from './provider-payments.repository';
import { authorizeProviderPayments, toEarnings } from './provider-payments.service';

export const earningsCsvColumns = ['Job start', 'Time zone', 'Market', 'Services', 'Currency', 'Subtotal', 'Commission', 'Refunded', 'Earnings', 'Invoice', 'Payout status', 'Job ID'] as const;

const BATCH = 500;
/** A bound on one export: years of a busy provider's jobs. */
export const EARNINGS_CSV_MAX_ROWS = 50_000;

/**
 * Every earning of the provider as CSV, streamed in batches (times in each job's market zone,
 * cells guarded against spreadsheet formulas by the shared CSV cell). Rights are checked before
 * the first byte.
 */
export async function providerEarningsCsv(deps: Deps, user: SessionUser, providerId: string): Promise<Readable> {
  await authorizeProviderPayments(deps, user, providerId);
  const formatters = new Map<string, (date: Date) => string>();
  const at = (timeZone: string, date: Date) => {
    let format = formatters.get(timeZone);
    if (!format) formatters.set(timeZone, (format = zonedFormatter(timeZone)));
    return format(date);
  };
  async function* lines() {
    yield `\uFEFF${csvLine([...earningsCsvColumns])}`;
    for (let offset = 0; offset < EARNINGS_CSV_MAX_ROWS; offset += BATCH) {
      const earnings = await toEarnings(deps, await listEarnings(deps.db, providerId, { offset, limit: BATCH }), 'en');
      yield earnings
        .map((earning) => {
          const amount = (minor: number) => decimalAmount(minor, earning.currency);
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
            earning.payout?.status ?? 'payable',
            earning.jobId,
          ]);
        })
        .join('');
      if (earnings.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
