import type { Deps } from '../../deps';
import { payoutFailedLines, payoutPaidLines, postLedgerTransaction } from '../ledger';
import { notify } from '../notifications';
import { coverPayableEntryOf, marketOfPayout, uncoverEarnings } from './payout-ledger.repository';
import { finishPendingPayout, type PayoutRow } from './payouts.repository';

/**
 * Sends a pending payout to the gateway (key `payout:<id>`: a retry after a crash gets the
 * first answer and moves money once) and records the answer. An outage throws and leaves the
 * payout pending for the next batch. A paid payout is told to the provider with its record. Two batches finishing the same payout both ask the
 * gateway (same answer) but only the one that moves it out of `pending` posts to the ledger.
 */
export async function sendPayout(deps: Deps, payout: PayoutRow): Promise<'paid' | 'failed' | 'already finished'> {
  const answer = await deps.gateway.payout({
    destination: payout.destination,
    amountMinor: payout.amount_minor,
    currency: payout.currency,
    idempotencyKey: `payout:${payout.id}`,
  });
  const marketId = await marketOfPayout(deps.db, payout.id);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const finished = await finishPendingPayout(
      trx,
      payout.id,
      answer.ok ? { status: 'paid', gateway_reference: answer.reference, completed_at: now } : { status: 'failed', failure_message: answer.message.slice(0, 300), completed_at: now },
    );
    if (!finished) return 'already finished';
    const posting = { marketId, currency: payout.currency, payoutId: payout.id, at: now };
    if (answer.ok) {
      await postLedgerTransaction(trx, { ...posting, kind: 'payout_paid', description: `Payout ${payout.id} paid`, lines: payoutPaidLines(payout.provider_id, payout.amount_minor) });
      await notify(deps, trx, { event: 'payout', payoutId: payout.id, key: `payout:${payout.id}` });
      return 'paid';
    }
    // The earnings it covered become payable again (the next batch retries them); the failure's
    // own payable entry keeps the payout id, netting against the payout's start entry.
    await uncoverEarnings(trx, payout.id);
    const transactionId = await postLedgerTransaction(trx, {
      ...posting,
      kind: 'payout_failed',
      description: `Payout ${payout.id} failed: ${answer.message}`,
      lines: payoutFailedLines(payout.provider_id, payout.amount_minor),
    });
    await coverPayableEntryOf(trx, transactionId, payout.id);
    return 'failed';
  });
}
