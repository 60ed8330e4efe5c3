import type { JobStatus, RefundRequest, SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import { isUniqueViolation, retryOnDeadlock } from '../../db/errors';
import type { Database, JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isAdmin } from '../access/policies';
import { documentNumber, nextDocumentNumber } from '../invoices/issue-invoice';
import { moneyText } from '../invoices/money-text';
import { insertJobEvent } from '../jobs/jobs.repository';
import { postLedgerTransaction } from '../ledger/post';
import { notify } from '../notifications/notify';
import { refundLines, shareOf } from '../ledger/postings';
import { loadDeskJob } from '../job-desk/desk-job';
import { paymentLedgerState, pendingRefundsMinor } from './payment-ledger';

type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefundByKey>>>;

const findRefundByKey = (db: Kysely<Database>, key: string) => db.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

/** The job's payment that money can be refunded from: the latest one that was captured. */
const lockRefundablePayment = (trx: Kysely<Database>, jobId: string) =>
  trx
    .selectFrom('payments')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', 'in', ['captured', 'partially_refunded', 'refunded'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();

/**
 * (a) Reserves the refund under the payment's lock: what is left is captured − refunded (the
 * ledger) − refunds still at the gateway, so two refunds racing for the same money are decided
 * here, one after the other. The same key again finds its refund and does not reserve twice.
 */
async function reserveRefund(deps: Deps, user: SessionUser, job: JobRow, body: RefundRequest): Promise<RefundRow> {
  return retryOnDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const payment = await lockRefundablePayment(trx, job.id);
      const again = await findRefundByKey(trx, body.idempotencyKey);
      if (again) return again;
      if (!payment) throw AppError.conflict('Nothing was taken for this job, so there is nothing to refund.');
      const ledger = await paymentLedgerState(trx, payment.id);
      const refundable = ledger.capturedMinor - ledger.refundedMinor - (await pendingRefundsMinor(trx, payment.id));
      if (refundable <= 0) throw AppError.conflict('Everything taken for this job has already been refunded.');
      if (body.amountMinor > refundable) {
        throw AppError.conflict(`At most ${moneyText(refundable, payment.currency)} can be refunded.`, { amountMinor: [`At most ${moneyText(refundable, payment.currency)}`] });
      }
      return trx
        .insertInto('refunds')
        .values({
          payment_id: payment.id,
          job_id: job.id,
          market_id: job.market_id,
          amount_minor: body.amountMinor,
          reason: body.reason,
          status: 'pending',
          idempotency_key: body.idempotencyKey,
          actor_user_id: user.id,
          actor_role: isAdmin(user) ? 'admin' : 'manager',
          created_at: deps.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
  );
}

/**
 * (c) Records the gateway's answer once (a duplicate that got here second finds it done): on
 * success the credit note's number, the refund's ledger transaction split over what the payment
 * still holds per account, the payment's status, a line on the job's history and the customer's messages.
 */
async function settleRefund(deps: Deps, job: JobRow, refund: RefundRow, answer: { ok: true; refundReference: string } | { ok: false; message: string }): Promise<void> {
  const now = deps.now();
  await retryOnDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', refund.payment_id).forUpdate().executeTakeFirstOrThrow();
      const current = await trx.selectFrom('refunds').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow();
      if (current.status !== 'pending') return;
      if (!answer.ok) {
        await trx.updateTable('refunds').set({ status: 'failed', failure_message: answer.message.slice(0, 300), completed_at: now }).where('id', '=', refund.id).execute();
        return;
      }
      const ledger = await paymentLedgerState(trx, payment.id);
      const creditNote = await nextDocumentNumber(trx, job.market_id, 'credit_note');
      await trx
        .updateTable('refunds')
        .set({ status: 'succeeded', gateway_reference: answer.refundReference, credit_note_number: creditNote, completed_at: now })
        .where('id', '=', refund.id)
        .execute();
      const noteNumber = documentNumber(job.market_id, 'credit_note', creditNote);
      await postLedgerTransaction(trx, {
        marketId: job.market_id,
        currency: payment.currency,
        kind: 'refund',
        jobId: job.id,
        paymentId: payment.id,
        refundId: refund.id,
        description: `Refund ${noteNumber}: ${refund.reason}`,
        at: now,
        lines: refundLines(shareOf(ledger.remaining, refund.amount_minor), job.provider_id),
      });
      const left = ledger.capturedMinor - ledger.refundedMinor - refund.amount_minor;
      await trx.updateTable('payments').set({ status: left === 0 ? 'refunded' : 'partially_refunded', updated_at: now }).where('id', '=', payment.id).execute();
      const status = job.status as JobStatus;
      await insertJobEvent(trx, {
        jobId: job.id,
        at: now,
        actorUserId: refund.actor_user_id,
        actorRole: refund.actor_role,
        from: status,
        to: status,
        reason: `Refunded ${moneyText(refund.amount_minor, payment.currency)}: ${refund.reason}`,
        changes: { refund: { amountMinor: refund.amount_minor, currency: payment.currency, creditNoteNumber: noteNumber } },
      });
      await notify(deps, trx, { event: 'refunded', jobId: job.id, refundId: refund.id, amountMinor: refund.amount_minor, key: `refund:${refund.id}` });
    }),
  );
}

/**
 * A manager refunds all or part of what was captured for a job (docs/payments.md "Refunds"):
 * (a) reserve under the payment's lock, (b) ask the gateway with the refund's own key (a retry
 * moves money once), (c) record the answer. A refusal leaves the refund `failed` and answers 409
 * with the gateway's words; an outage throws and leaves it `pending`: the same key again retries it.
 */
export async function refundJob(deps: Deps, user: SessionUser, marketId: string, jobId: string, body: RefundRequest): Promise<void> {
  const job = await loadDeskJob(deps, user, marketId, jobId);
  let refund: RefundRow;
  try {
    refund = await reserveRefund(deps, user, job, body);
  } catch (error) {
    // Two requests with one key inserting at the same moment: the other one is the refund.
    if (!isUniqueViolation(error)) throw error;
    refund = (await findRefundByKey(deps.db, body.idempotencyKey))!;
  }
  if (refund.job_id !== job.id) throw AppError.conflict('This request was already used for another job’s refund. Reload the page and try again.');
  if (refund.status === 'failed') throw AppError.conflict(refund.failure_message ?? 'The refund was refused.');
  if (refund.status === 'succeeded') return;
  const answer = await sendRefund(deps, job, refund);
  if (!answer.ok) throw AppError.conflict(answer.message);
}

/** (b) and (c): the gateway with the refund's own key (a retry moves money once), then its answer recorded. */
async function sendRefund(deps: Deps, job: JobRow, refund: RefundRow) {
  const payment = await deps.db.selectFrom('payments').select('gateway_reference').where('id', '=', refund.payment_id).executeTakeFirstOrThrow();
  const answer = await deps.gateway.refund({ reference: payment.gateway_reference, amountMinor: refund.amount_minor, idempotencyKey: `refund:${refund.id}` });
  await settleRefund(deps, job, refund, answer);
  return answer;
}

const PENDING_GRACE_MS = 2 * 60_000;

/**
 * The safety net (every minute, with the request sweep): a refund left `pending` by a gateway
 * outage or a crash between (a) and (c) is sent again with its own key, so it is recorded once
 * and the money it holds back becomes refundable again if the gateway refuses it.
 */
export async function retryPendingRefunds(deps: Deps, log: (error: unknown) => void = () => undefined): Promise<void> {
  const rows = await deps.db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', new Date(deps.now().getTime() - PENDING_GRACE_MS))
    .orderBy('created_at')
    .limit(100)
    .execute();
  for (const refund of rows) {
    try {
      const job = await deps.db.selectFrom('jobs').selectAll().where('id', '=', refund.job_id).executeTakeFirstOrThrow();
      await sendRefund(deps, job, refund);
    } catch (error) {
      log(error);
    }
  }
}
