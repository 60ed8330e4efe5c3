import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow, StoredJobStatus } from '../../db/schema';
import { type InvoiceRow, issueFeeInvoice, issueJobInvoice } from '../invoices';
import type { JobFactHandler } from '../jobs';
import { notify } from '../notifications';
import { recordAuthorisation } from './authorise-booking';
import { settleSoon, settlementOf } from './settle-payment';

/** The statuses that end a job's authorisation (capture all, capture the fee, or void). */
export const settles = (status: StoredJobStatus): boolean => status === 'completed' || status === 'cancelled' || status === 'no_show';

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

/**
 * The money side of the job lifecycle (registered by deps.ts): a booking records its card hold;
 * a step that ends the job invoices it and queues the settlement in its transaction, then, once
 * committed, settles at once (the queued message is the fallback).
 */
export const moneyOnJobFacts: JobFactHandler = {
  async inTransaction(deps, trx, fact) {
    // A plan's visit whose card was refused has none: its customer pays from the job page once it is done.
    if (fact.kind === 'job.booked' && fact.cardHold) await recordAuthorisation(trx, fact.job, fact.cardHold, fact.at);
    if (fact.kind === 'job.transitioned') await moneyInTransaction(deps, trx, fact.job, fact.at);
  },
  async afterCommit(deps, fact) {
    if (fact.kind === 'job.transitioned' && settles(fact.job.status)) await settleSoon(deps, fact.job.id);
  },
};
