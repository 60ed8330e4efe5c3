import type { Deps } from '../../deps';
import { postLedgerTransaction } from '../ledger/post';
import { payoutFailedLines, payoutPaidLines } from '../ledger/postings';
import { notify } from '../notifications/notify';
import type { PayoutRow } from './start-payout';

/** The market a payout's ledger transactions belong to: the one its `payout` transaction was posted in. */
async function marketOfPayout(deps: Deps, payoutId: string): Promise<string> {
  const row = await deps.db.selectFrom('ledger_transactions').select('market_id').where('payout_id', '=', payoutId).where('kind', '=', 'payout').executeTakeFirstOrThrow();
  return row.market_id;
}

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
  const marketId = await marketOfPayout(deps, payout.id);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const finished = await trx
      .updateTable('payouts')
      .set(answer.ok
        ? { status: 'paid', gateway_reference: answer.reference, completed_at: now }
        : { status: 'failed', failure_message: answer.message.slice(0, 300), completed_at: now })
      .where('id', '=', payout.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!finished) return 'already finished';
    const posting = { marketId, currency: payout.currency, payoutId: payout.id, at: now };
    if (answer.ok) {
      await postLedgerTransaction(trx, { ...posting, kind: 'payout_paid', description: `Payout ${payout.id} paid`, lines: payoutPaidLines(payout.provider_id, payout.amount_minor) });
      await notify(deps, trx, { event: 'payout', payoutId: payout.id, key: `payout:${payout.id}` });
      return 'paid';
    }
    // The earnings it covered become payable again (the next batch retries them); the failure's
    // own payable entry keeps the payout id, netting against the payout's start entry.
    await trx
      .updateTable('ledger_entries')
      .set({ payout_id: null })
      .where('payout_id', '=', payout.id)
      .where('transaction_id', 'not in', trx.selectFrom('ledger_transactions').select('id').where('payout_id', '=', payout.id))
      .execute();
    const transactionId = await postLedgerTransaction(trx, {
      ...posting,
      kind: 'payout_failed',
      description: `Payout ${payout.id} failed: ${answer.message}`,
      lines: payoutFailedLines(payout.provider_id, payout.amount_minor),
    });
    await trx.updateTable('ledger_entries').set({ payout_id: payout.id }).where('transaction_id', '=', transactionId).where('account', '=', 'provider_payable').execute();
    return 'failed';
  });
}
