import type { Deps } from '../../deps';
import { payoutStartLines, postLedgerTransaction } from '../ledger';
import { coverEntries, coverPayableEntryOf, lockUncoveredEarnings } from './payout-ledger.repository';
import { hasPendingPayout, insertPayout, lastPeriodEnd, lockProviderPayoutAccount, type PayoutRow } from './payouts.repository';

/**
 * In one transaction: a `pending` payout of everything owed to the provider in the currency, the
 * earnings it covers marked with its id, and the `payout` ledger transaction (whose own payable
 * entry carries the id too, so covered entries and the payout net to zero). The provider's row
 * is locked first: a concurrent batch waits, then finds the entries covered (or the pending
 * payout) and creates nothing. Null when nothing is owed any more.
 */
export async function startPayout(deps: Deps, providerId: string, currency: string): Promise<PayoutRow | null> {
  return deps.db.transaction().execute(async (trx) => {
    const provider = await lockProviderPayoutAccount(trx, providerId);
    if (!provider) return null;
    if (await hasPendingPayout(trx, providerId, currency)) return null;
    const entries = await lockUncoveredEarnings(trx, providerId, currency);
    const owed = -entries.reduce((total, entry) => total + entry.amount_minor, 0);
    if (owed <= 0 || entries.length === 0) return null;

    const now = deps.now();
    const previousEnd = await lastPeriodEnd(trx, providerId, currency);
    // Since the previous batch, or earlier when a failed payout's earnings come round again.
    const oldest = entries[0]!.created_at.getTime();
    const start = Math.min(previousEnd ? previousEnd.getTime() : oldest, oldest, now.getTime() - 1);
    const payout = await insertPayout(trx, {
      provider_id: providerId,
      currency,
      period_start: new Date(start),
      period_end: now,
      amount_minor: owed,
      status: 'pending',
      destination: provider.payout_account,
      created_at: now,
    });
    await coverEntries(trx, entries.map((entry) => entry.id), payout.id);
    // A ledger transaction belongs to a market: the payout's is the market of its latest earnings.
    const transactionId = await postLedgerTransaction(trx, {
      marketId: entries[entries.length - 1]!.market_id,
      currency,
      kind: 'payout',
      payoutId: payout.id,
      description: `Payout to provider ${providerId}`,
      at: now,
      lines: payoutStartLines(providerId, owed),
    });
    await coverPayableEntryOf(trx, transactionId, payout.id);
    return payout;
  });
}
