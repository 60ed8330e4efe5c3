import type { JobStatus } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow, StoredJobStatus } from '../../db/schema';
import { applyBasisPoints } from '../booking/prices';
import { type InvoiceRow, issueFeeInvoice, issueJobInvoice } from '../invoices/issue-invoice';
import { notify } from '../notifications/notify';
import { settlementOf } from './settle-payment';

/** The statuses that end a job's authorisation (capture all, capture the fee, or void). */
export const settles = (status: StoredJobStatus): boolean => status === 'completed' || status === 'cancelled' || status === 'no_show';

/**
 * What a lifecycle step changes on the job for its money: a missed visit (the customer was not
 * there) costs the late-cancellation fee of the policy snapshot, like a cancellation after the
 * free window (docs/payments.md). The cancellation's own fee is decided by cancel-job.ts.
 */
export function moneyChanges(row: JobRow, to: JobStatus): { cancellation_fee_minor?: number } {
  return to === 'no_show' ? { cancellation_fee_minor: applyBasisPoints(row.total_minor, row.cancellation_fee_bps) } : {};
}

/**
 * In the transaction of the step: completing issues the invoice, a fee-bearing cancellation
 * or missed visit the fee's invoice (numbered now, `open` until the capture is recorded), and
 * any ending step queues the settlement (the customer is told of the invoice) so it happens even if the process stops right after
 * committing.
 */
export async function moneyInTransaction(deps: Deps, trx: Kysely<Database>, updated: JobRow, now: Date): Promise<void> {
  if (!settles(updated.status)) return;
  const invoice = await invoiceEndedJob(trx, updated, now);
  if (invoice) await notify(deps, trx, { event: 'invoice_issued', jobId: updated.id, invoiceId: invoice.id, key: `invoice:${invoice.id}` });
  await deps.queue.send(trx, 'payment-settle', { jobId: updated.id });
}

/** The invoice of what an ended job costs: its total when completed, its fee when cancelled or missed late; none when free. */
export async function invoiceEndedJob(trx: Kysely<Database>, job: JobRow, now: Date): Promise<InvoiceRow | undefined> {
  const plan = settlementOf(job);
  if (plan?.kind !== 'capture') return undefined;
  return plan.fee ? issueFeeInvoice(trx, job, plan.share, now) : issueJobInvoice(trx, job, now);
}
