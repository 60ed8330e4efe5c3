import type { JobStatus, RefundRequest, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { isUniqueViolation, retryOnDeadlock } from '../../db/errors';
import type { JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isAdmin } from '../access';
import { documentNumber, moneyText, nextDocumentNumber } from '../invoices';
import { findJobRow, insertJobEvent } from '../jobs';
import { postLedgerTransaction, refundLines, shareOf } from '../ledger';
import { notify } from '../notifications';
import { loadDeskJob } from '../job-desk';
import { findPayment, lockLatestCapturedPayment, lockPayment, type PaymentRow, setPaymentStatus } from '../payments';
import { findTipOfPayment, lockTipPayment, tipsMessages } from '../tips';
import { paymentLedgerState } from './payment-ledger';
import {
  findRefundByKey,
  findRefundStatus,
  insertRefund,
  listPendingRefundsBefore,
  markRefundFailed,
  markRefundSucceeded,
  pendingRefundsMinor,
  type RefundRow,
} from './refunds.repository';
import { refundsMessages as m } from './refunds-messages';

/**
 * The payment a refund takes from, locked: the tip it names (docs/payments.md, "Tips"; 404 when
 * the job has no such tip), else the job's own latest captured payment.
 */
async function lockRefundedPayment(trx: Deps['db'], job: JobRow, tipId: string | undefined): Promise<PaymentRow | undefined> {
  if (tipId === undefined) return lockLatestCapturedPayment(trx, job.id);
  const payment = await lockTipPayment(trx, job.id, tipId);
  if (!payment) throw AppError.notFound(tipsMessages.noSuchTip);
  return ['captured', 'partially_refunded', 'refunded'].includes(payment.status) ? payment : undefined;
}

/**
 * (a) Reserves the refund under the payment's lock: what is left is captured − refunded (the
 * ledger) − refunds still at the gateway, so two refunds racing for the same money are decided
 * here, one after the other. The same key again finds its refund and does not reserve twice.
 */
async function reserveRefund(deps: Deps, user: SessionUser, job: JobRow, body: RefundRequest): Promise<RefundRow> {
  return retryOnDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const payment = await lockRefundedPayment(trx, job, body.tipId);
      const again = await findRefundByKey(trx, body.idempotencyKey);
      if (again) return again;
      if (!payment) throw AppError.conflict(m.nothingTaken);
      const ledger = await paymentLedgerState(trx, payment.id);
      const refundable = ledger.capturedMinor - ledger.refundedMinor - (await pendingRefundsMinor(trx, payment.id));
      if (refundable <= 0) throw AppError.conflict(m.allRefunded);
      if (body.amountMinor > refundable) {
        const values = { amount: { amountMinor: refundable, currency: payment.currency } };
        throw AppError.conflict({ ...m.atMostRefundable, values }, { amountMinor: [{ ...m.atMostField, values }] });
      }
      return insertRefund(trx, {
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
      });
    }),
  );
}

/**
 * (c) Records the gateway's answer once (a duplicate that got here second finds it done): on
 * success the refund's ledger transaction split over what the payment still holds per account,
 * the payment's status, a line on the job's history and the customer's messages; and, for the
 * job's own payment, the credit note's number (a tip is not on the invoice: no credit note).
 */
async function settleRefund(deps: Deps, job: JobRow, refund: RefundRow, answer: { ok: true; refundReference: string } | { ok: false; message: string }): Promise<void> {
  const now = deps.now();
  await retryOnDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const payment = await lockPayment(trx, refund.payment_id);
      if ((await findRefundStatus(trx, refund.id)) !== 'pending') return;
      if (!answer.ok) {
        await markRefundFailed(trx, refund.id, answer.message.slice(0, 300), now);
        return;
      }
      const ledger = await paymentLedgerState(trx, payment.id);
      const tip = payment.kind === 'tip' ? await findTipOfPayment(trx, payment.id) : undefined;
      const creditNote = tip ? null : await nextDocumentNumber(trx, job.market_id, 'credit_note');
      await markRefundSucceeded(trx, refund.id, { gatewayReference: answer.refundReference, creditNoteNumber: creditNote, at: now });
      const noteNumber = creditNote === null ? null : documentNumber(job.market_id, 'credit_note', creditNote);
      const amount = moneyText(refund.amount_minor, payment.currency);
      await postLedgerTransaction(trx, {
        marketId: job.market_id,
        currency: payment.currency,
        kind: 'refund',
        jobId: job.id,
        paymentId: payment.id,
        refundId: refund.id,
        description: noteNumber ? `Refund ${noteNumber}: ${refund.reason}` : `Tip refund: ${refund.reason}`,
        at: now,
        // A tip's share is all the provider's it was given to.
        lines: refundLines(shareOf(ledger.remaining, refund.amount_minor), tip ? tip.provider_id : job.provider_id),
      });
      const left = ledger.capturedMinor - ledger.refundedMinor - refund.amount_minor;
      await setPaymentStatus(trx, payment.id, left === 0 ? 'refunded' : 'partially_refunded', now);
      const status = job.status as JobStatus;
      await insertJobEvent(trx, {
        jobId: job.id,
        at: now,
        actorUserId: refund.actor_user_id,
        actorRole: refund.actor_role,
        from: status,
        to: status,
        reason: tip ? `Refunded tip ${amount}: ${refund.reason}` : `Refunded ${amount}: ${refund.reason}`,
        changes: tip
          ? { tipRefund: { amountMinor: refund.amount_minor, currency: payment.currency, tipId: tip.id } }
          : { refund: { amountMinor: refund.amount_minor, currency: payment.currency, creditNoteNumber: noteNumber! } },
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
  if (refund.job_id !== job.id) throw AppError.conflict(m.keyUsedElsewhere);
  if (refund.status === 'failed') throw AppError.conflict(refund.failure_message ?? m.refused);
  if (refund.status === 'succeeded') return;
  const answer = await sendRefund(deps, job, refund);
  if (!answer.ok) throw AppError.conflict(answer.message);
}

/** (b) and (c): the gateway with the refund's own key (a retry moves money once), then its answer recorded. */
async function sendRefund(deps: Deps, job: JobRow, refund: RefundRow) {
  const payment = await findPayment(deps.db, refund.payment_id);
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
  const rows = await listPendingRefundsBefore(deps.db, new Date(deps.now().getTime() - PENDING_GRACE_MS));
  for (const refund of rows) {
    try {
      const job = await findJobRow(deps.db, refund.job_id);
      if (!job) throw new Error(`Refund ${refund.id}: no job ${refund.job_id}`);
      await sendRefund(deps, job, refund);
    } catch (error) {
      log(error);
    }
  }
}

/**
 * What can still be refunded of the job's own payment now: captured − refunded − refunds still
 * at the gateway (0 when nothing was taken). A problem case's full refund takes this
 * (docs/problems.md); the refund itself checks it again under the payment's lock.
 */
export async function refundableOfJob(deps: Deps, jobId: string): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const payment = await lockLatestCapturedPayment(trx, jobId);
    if (!payment) return 0;
    const ledger = await paymentLedgerState(trx, payment.id);
    return Math.max(0, ledger.capturedMinor - ledger.refundedMinor - (await pendingRefundsMinor(trx, payment.id)));
  });
}

/** The refund a key made (a problem case records which refund resolved it). */
export async function refundIdOfKey(deps: Deps, key: string): Promise<string | null> {
  return (await findRefundByKey(deps.db, key))?.id ?? null;
}
