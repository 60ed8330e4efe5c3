import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoicesTable, JobRow, StoredInvoiceLine } from '../../db/schema';
import { listJobServices } from '../jobs/job-services.repository';
import type { JobComponents } from '../ledger/postings';

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * The next number of a market's series, taken inside the caller's transaction: the sequence
 * row stays locked until it commits, so numbers are handed out in commit order, and a rollback
 * gives the number back. No gaps, no duplicates (unique (market_id, number) backs it up).
 */
export async function nextDocumentNumber(trx: Kysely<Database>, marketId: string, series: 'invoice' | 'credit_note'): Promise<number> {
  const row = await trx
    .insertInto('document_sequences')
    .values({ market_id: marketId, series, last_number: 1 })
    .onConflict((conflict) => conflict.columns(['market_id', 'series']).doUpdateSet((eb) => ({ last_number: eb('document_sequences.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** "NYC-000042" / "NYC-CN-000003": the market's id, the series, six digits. */
export function documentNumber(marketId: string, series: 'invoice' | 'credit_note', number: number): string {
  return `${marketId.toUpperCase()}${series === 'credit_note' ? '-CN' : ''}-${String(number).padStart(6, '0')}`;
}

async function existingInvoice(trx: Kysely<Database>, jobId: string): Promise<InvoiceRow | undefined> {
  return trx.selectFrom('invoices').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

async function footerOf(trx: Kysely<Database>, marketId: string): Promise<string> {
  return (await trx.selectFrom('markets').select('legal_footer').where('id', '=', marketId).executeTakeFirstOrThrow()).legal_footer;
}

async function insertInvoice(
  trx: Kysely<Database>,
  job: JobRow,
  kind: InvoiceRow['kind'],
  lines: StoredInvoiceLine[],
  amounts: { subtotal: number; serviceFee: number; tax: number },
  at: Date,
): Promise<InvoiceRow> {
  const number = await nextDocumentNumber(trx, job.market_id, 'invoice');
  return trx
    .insertInto('invoices')
    .values({
      market_id: job.market_id,
      job_id: job.id,
      number,
      kind,
      status: 'open',
      currency: job.currency,
      lines: JSON.stringify(lines),
      subtotal_minor: amounts.subtotal,
      service_fee_minor: amounts.serviceFee,
      tax_minor: amounts.tax,
      total_minor: amounts.subtotal + amounts.serviceFee + amounts.tax,
      legal_footer: await footerOf(trx, job.market_id),
      issued_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The completed job's invoice (`open` until its money is captured): its priced services, the
 * service fee and the tax as snapshotted at booking. One per job: issuing again returns it.
 */
export async function issueJobInvoice(trx: Kysely<Database>, job: JobRow, at: Date): Promise<InvoiceRow> {
  const existing = await existingInvoice(trx, job.id);
  if (existing) return existing;
  const services = await listJobServices(trx, [job.id]);
  const lines: StoredInvoiceLine[] = services.map((service) => ({
    description: service.name,
    quantity: service.quantity,
    unit: service.unit,
    unitPriceMinor: service.unit_price_minor,
    amountMinor: service.amount_minor,
  }));
  return insertInvoice(trx, job, 'job', lines, { subtotal: job.subtotal_minor, serviceFee: job.service_fee_minor, tax: job.tax_minor }, at);
}

/**
 * The invoice for a cancellation (or no-show) fee: the fee split like the booking's total
 * (`share`, from ledger/postings.ts `shareOf`), so its service fee and tax are the fee's shares.
 */
export async function issueFeeInvoice(trx: Kysely<Database>, job: JobRow, share: JobComponents, at: Date): Promise<InvoiceRow> {
  const existing = await existingInvoice(trx, job.id);
  if (existing) return existing;
  const services = share.providerEarnings + share.commission;
  const percent = job.cancellation_fee_bps / 100;
  const line: StoredInvoiceLine = {
    description: `${job.status === 'no_show' ? 'Missed-visit' : 'Late-cancellation'} fee (${percent}% of the booking)`,
    quantity: 1,
    unit: 'fee',
    unitPriceMinor: services,
    amountMinor: services,
  };
  return insertInvoice(trx, job, 'cancellation_fee', [line], { subtotal: services, serviceFee: share.serviceFee, tax: share.tax }, at);
}
