import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';

/**
 * What settling needs: the database, the gateway and the clock (the seed settles its history
 * with these alone), and the queue to tell the customer (without it, as in the seed, no one is).
 */
export type MoneyDeps = Pick<Deps, 'db' | 'gateway' | 'now'> & { queue?: Deps['queue'] };
import type { Database, JobRow } from '../../db/schema';
import { findJobRow } from '../jobs';
import { notify } from '../notifications';
import { captureLines, type JobComponents, jobComponents, postLedgerTransaction, releaseLines, shareOf } from '../ledger';
import { markJobInvoicePaid } from '../invoices';
import { latestPayment, listUnsettledEndedJobIds, type PaymentRow, updatePaymentIfStatus } from './payments.repository';

/** What to do with a job's authorisation now: take all or part of it, give it back, or nothing yet. */
type Settlement = { kind: 'capture'; amountMinor: number; share: JobComponents; fee: boolean } | { kind: 'void' } | null;

/**
 * A completed job's total is taken; a cancelled or missed one takes its fee (from the policy
 * snapshot, recorded on the job when it was cancelled) and releases the rest — or, free,
 * releases everything. Jobs still under way keep their authorisation.
 */
export function settlementOf(job: JobRow): Settlement {
  const whole = jobComponents(job);
  if (job.status === 'completed') return { kind: 'capture', amountMinor: job.total_minor, share: whole, fee: false };
  if (job.status === 'cancelled' || job.status === 'no_show') {
    const fee = Math.min(job.cancellation_fee_minor ?? 0, job.total_minor);
    return fee > 0 ? { kind: 'capture', amountMinor: fee, share: shareOf(whole, fee), fee: true } : { kind: 'void' };
  }
  return null;
}

async function release(trx: Kysely<Database>, job: JobRow, payment: PaymentRow, description: string, at: Date): Promise<void> {
  await postLedgerTransaction(trx, {
    marketId: job.market_id,
    currency: payment.currency,
    kind: 'authorisation_release',
    jobId: job.id,
    paymentId: payment.id,
    description,
    at,
    lines: releaseLines(payment.authorised_minor),
  });
}

async function recordCapture(deps: MoneyDeps, job: JobRow, payment: PaymentRow, plan: Extract<Settlement, { kind: 'capture' }>): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const captured = await updatePaymentIfStatus(trx, payment.id, 'authorized', { status: 'captured' }, now);
    if (!captured) return; // settled by a concurrent call: once is enough
    await postLedgerTransaction(trx, {
      marketId: job.market_id,
      currency: payment.currency,
      kind: 'capture',
      jobId: job.id,
      paymentId: payment.id,
      description: plan.fee ? 'Cancellation fee captured' : 'Job total captured',
      at: now,
      lines: captureLines(plan.share, job.provider_id),
    });
    await release(trx, job, payment, 'Authorisation used by the capture', now);
    await markJobInvoicePaid(trx, job.id, now);
    const received = { event: 'payment_received', jobId: job.id, paymentId: payment.id, amountMinor: plan.amountMinor, key: `payment:${payment.id}` } as const;
    if (deps.queue) await notify({ queue: deps.queue, now: deps.now }, trx, received);
  });
}

async function recordEnd(deps: MoneyDeps, job: JobRow, payment: PaymentRow, status: 'voided' | 'failed', message: string | null): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const ended = await updatePaymentIfStatus(trx, payment.id, 'authorized', { status, failure_message: message }, now);
    if (!ended) return;
    await release(trx, job, payment, status === 'voided' ? 'Authorisation released' : 'Capture failed: authorisation ended', now);
  });
}

/**
 * Settles the job's latest authorisation as its status says (settlementOf), through the
 * gateway then the ledger. Safe to call any number of times, concurrently, from the request
 * that completed or cancelled the job and from the `payment-settle` queue: the gateway's
 * idempotency key (per payment) moves the money once and the conditional update records it once.
 * A gateway outage throws (the queue retries); a refused capture marks the payment `failed` and
 * leaves the invoice open for the customer to pay from the job page.
 */
export async function settleJobPayment(deps: MoneyDeps, jobId: string): Promise<void> {
  const job = await findJobRow(deps.db, jobId);
  if (!job) return;
  const payment = await latestPayment(deps.db, jobId);
  if (!payment || payment.status !== 'authorized') return;
  const plan = settlementOf(job);
  if (!plan) return;
  if (plan.kind === 'void') {
    const answer = await deps.gateway.void({ reference: payment.gateway_reference, idempotencyKey: `void:${payment.id}` });
    await recordEnd(deps, job, payment, 'voided', answer.ok ? null : answer.message);
    return;
  }
  const answer = await deps.gateway.capture({ reference: payment.gateway_reference, amountMinor: plan.amountMinor, idempotencyKey: `capture:${payment.id}` });
  if (answer.ok) await recordCapture(deps, job, payment, plan);
  else await recordEnd(deps, job, payment, 'failed', answer.message);
}

/** After the transaction that completed or cancelled a job: settle now, or leave it to the queue (already sent) if that fails. */
export async function settleSoon(deps: Deps, jobId: string, log: (error: unknown) => void = () => undefined): Promise<void> {
  try {
    await settleJobPayment(deps, jobId);
  } catch (error) {
    log(error);
  }
}

/**
 * The safety net (every minute, with the request sweep): authorisations of jobs that are over
 * but were not settled — a message that ran out of retries during a long gateway outage.
 */
export async function settleOverduePayments(deps: Deps): Promise<void> {
  const jobIds = await listUnsettledEndedJobIds(deps.db, new Date(deps.now().getTime() - 10 * 60_000));
  for (const jobId of jobIds) await settleSoon(deps, jobId);
}
