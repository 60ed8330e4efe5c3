import type { Deps } from '../../deps';
import type { PaymentStatus } from '../../db/schema';
import { captureLines, postLedgerTransaction, releaseLines, tipShare } from '../ledger';
import { notify } from '../notifications';
import { findPayment, type MoneyDeps, type PaymentRow, updatePaymentIfStatus } from '../payments';
import { findTipOfPayment, listHeldTipPaymentsBefore, type TipRow } from './tips.repository';

/** The memo pair undone: the hold on the card is gone (taken, or refused at capture). */
function postRelease(trx: Deps['db'], tip: TipRow, payment: PaymentRow, description: string, at: Date) {
  return postLedgerTransaction(trx, {
    marketId: tip.market_id,
    currency: payment.currency,
    kind: 'authorisation_release',
    jobId: tip.job_id,
    paymentId: payment.id,
    description,
    at,
    lines: releaseLines(payment.authorised_minor),
  });
}

/**
 * Takes a tip that is held on the card (docs/payments.md, "Tips"): the gateway captures it with
 * the payment's own key, then one transaction records it: the payment `captured`, the ledger's
 * `capture` (gateway_clearing +, provider_payable − the whole tip: no commission, fee or tax),
 * the hold released, and the provider told. A refusal marks the payment `failed` and releases
 * the hold. Safe to call again and concurrently (the key moves the money once, the conditional
 * update records it once); an outage throws and leaves the tip held for the minute's sweep.
 * Answers the payment's status afterwards.
 */
export async function takeTip(deps: MoneyDeps, paymentId: string): Promise<PaymentStatus> {
  const payment = await findPayment(deps.db, paymentId);
  const tip = await findTipOfPayment(deps.db, paymentId);
  if (payment.status !== 'authorized' || !tip) return payment.status;
  const answer = await deps.gateway.capture({ reference: payment.gateway_reference, amountMinor: payment.authorised_minor, idempotencyKey: `capture:${payment.id}` });
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const status = answer.ok ? 'captured' : 'failed';
    const moved = await updatePaymentIfStatus(trx, payment.id, 'authorized', { status, failure_message: answer.ok ? null : answer.message.slice(0, 300) }, now);
    if (!moved) return (await findPayment(trx, payment.id)).status;
    if (answer.ok) {
      await postLedgerTransaction(trx, {
        marketId: tip.market_id,
        currency: payment.currency,
        kind: 'capture',
        jobId: tip.job_id,
        paymentId: payment.id,
        description: 'Tip captured',
        at: now,
        lines: captureLines(tipShare(tip.amount_minor), tip.provider_id),
      });
    }
    await postRelease(trx, tip, payment, answer.ok ? 'Tip authorisation used by the capture' : 'Tip capture failed: authorisation ended', now);
    if (answer.ok && deps.queue) await notify({ queue: deps.queue, now: deps.now }, trx, { event: 'tip_received', jobId: tip.job_id, tipId: tip.id, amountMinor: tip.amount_minor, key: `tip:${tip.id}` });
    return status;
  });
}

/**
 * The safety net (every minute, with the other money sweeps): a tip left held on the card by a
 * gateway outage between its authorisation and its capture is taken now, with the same key.
 */
export async function takeHeldTips(deps: Deps, log: (error: unknown) => void = () => undefined): Promise<void> {
  for (const paymentId of await listHeldTipPaymentsBefore(deps.db, new Date(deps.now().getTime() - 2 * 60_000))) {
    try {
      await takeTip(deps, paymentId);
    } catch (error) {
      log(error);
    }
  }
}
