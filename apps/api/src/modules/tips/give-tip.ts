import type { SessionUser, Tip, TipRequest } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import type { Database, JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { moneyText } from '../invoices';
import { loadVisibleJob } from '../jobs';
import { type Authorisation, authoriseCard, recordAuthorisation, releaseUnusedAuthorisation } from '../payments';
import { tipsAsSeenBy, tipStateOf, viewerOf } from './job-tips';
import { takeTip } from './take-tip';
import { type TipRefusal, tipRoom } from './tip-rules';
import { findTipByKey, insertTip, lockJob, type TipRow } from './tips.repository';
import { tipsMessages as m } from './tips-messages';

const refusals: Record<TipRefusal, (typeof m)[keyof typeof m]> = { not_completed: m.notCompleted, window_closed: m.windowClosed, too_many: m.tooMany, nothing_left: m.nothingLeft };

/** The rules (tip-rules.ts) for this amount now: 409 in the customer's words when it cannot be given. */
async function checkRoom(db: Kysely<Database>, job: JobRow, amountMinor: number, now: Date): Promise<void> {
  const room = tipRoom(await tipStateOf(db, job), now);
  if (room.refusal) throw AppError.conflict(refusals[room.refusal]);
  if (amountMinor > room.maxMinor) {
    const values = { amount: moneyText(room.maxMinor, job.currency) };
    throw AppError.conflict({ ...m.atMost, values }, { amountMinor: [{ ...m.atMostField, values }] });
  }
}

/**
 * Records the held tip under a lock on the job, the rules checked again there (two tips at once
 * are counted one after the other): the payment (`kind` tip) with its ledger memo, and the tip.
 * Undefined when the same authorisation was recorded by a duplicate of this request.
 */
async function recordTip(deps: Deps, job: JobRow, body: TipRequest, authorisation: Authorisation): Promise<TipRow | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockJob(trx, job.id);
    await checkRoom(trx, locked, body.amountMinor, deps.now());
    const payment = await recordAuthorisation(trx, locked, authorisation, deps.now(), 'tip');
    if (!payment) return undefined;
    return insertTip(trx, {
      job_id: job.id,
      payment_id: payment.id,
      market_id: job.market_id,
      customer_id: job.customer_id,
      provider_id: locked.provider_id!,
      currency: job.currency,
      amount_minor: body.amountMinor,
      idempotency_key: body.idempotencyKey,
      created_at: deps.now(),
    });
  });
}

/** Takes the recorded tip (if it is still only held) and answers it as its customer sees it; a card refused at capture is a 402. */
async function finish(deps: Deps, job: JobRow, key: string): Promise<Tip> {
  const tip = await findTipByKey(deps.db, job.id, key);
  if (!tip) throw new Error(`Tip ${key} of job ${job.id} was recorded and is gone`);
  const status = await takeTip(deps, tip.payment_id);
  if (status === 'failed' || status === 'voided') throw AppError.paymentDeclined(m.captureRefused);
  const [shown] = await tipsAsSeenBy(deps, 'customer', job, [{ ...tip, status }]);
  return shown!;
}

/**
 * The customer tips the provider of their completed job (docs/payments.md, "Tips"): the rules
 * checked, the amount authorised on their card (402 when the bank refuses), recorded, then
 * captured at once. Idempotent per key: the same key again (a double click, a retry after a lost
 * answer) finds its tip and tips once; the gateway's keys make a retry move money once.
 */
export async function giveTip(deps: Deps, user: SessionUser, jobId: string, body: TipRequest): Promise<Tip> {
  const job = await loadVisibleJob(deps, user, jobId);
  if (viewerOf(user, job) !== 'customer') throw AppError.forbidden(m.onlyCustomerTips);
  if (await findTipByKey(deps.db, job.id, body.idempotencyKey)) return finish(deps, job, body.idempotencyKey);
  await checkRoom(deps.db, job, body.amountMinor, deps.now());
  const authorisation = await authoriseCard(deps, {
    paymentMethod: body.paymentMethod,
    customer: user.id,
    amountMinor: body.amountMinor,
    currency: job.currency,
    idempotencyKey: `tip:${job.id}:${body.idempotencyKey}:${body.paymentMethod}:${body.amountMinor}`,
  });
  try {
    await recordTip(deps, job, body, authorisation);
  } catch (error) {
    await releaseUnusedAuthorisation(deps, authorisation);
    // The same key recorded at the same moment by another request (with another card or amount): that is the tip.
    if (!isUniqueViolation(error)) throw error;
  }
  return finish(deps, job, body.idempotencyKey);
}
