import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, PayoutsTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { postLedgerTransaction } from '../ledger/post';
import { payoutStartLines } from '../ledger/postings';

export type PayoutRow = Selectable<PayoutsTable>;

/** (provider, currency) pairs whose uncovered earnings add up to money we owe them (credit: below zero). */
export async function listOwed(db: Kysely<Database>): Promise<Array<{ providerId: string; currency: string }>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('e.account', '=', 'provider_payable')
    .where('e.payout_id', 'is', null)
    .select(['e.provider_id', 't.currency'])
    .groupBy(['e.provider_id', 't.currency'])
    .having(sql`sum(e.amount_minor)`, '<', 0)
    .orderBy('e.provider_id')
    .execute();
  return rows.map((row) => ({ providerId: row.provider_id!, currency: row.currency }));
}

async function uncoveredEntries(trx: Transaction<Database>, providerId: string, currency: string) {
  return trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('e.account', '=', 'provider_payable')
    .where('e.provider_id', '=', providerId)
    .where('t.currency', '=', currency)
    .where('e.payout_id', 'is', null)
    .select(['e.id', 'e.amount_minor', 't.market_id', 't.created_at'])
    .orderBy('t.created_at')
    .forUpdate('e')
    .execute();
}

/**
 * In one transaction: a `pending` payout of everything owed to the provider in the currency, the
 * earnings it covers marked with its id, and the `payout` ledger transaction (whose own payable
 * entry carries the id too, so covered entries and the payout net to zero). The provider's row
 * is locked first: a concurrent batch waits, then finds the entries covered (or the pending
 * payout) and creates nothing. Null when nothing is owed any more.
 */
export async function startPayout(deps: Deps, providerId: string, currency: string): Promise<PayoutRow | null> {
  return deps.db.transaction().execute(async (trx) => {
    const provider = await trx.selectFrom('providers').select(['id', 'payout_account']).where('id', '=', providerId).forUpdate().executeTakeFirst();
    if (!provider) return null;
    const inFlight = await trx.selectFrom('payouts').select('id').where('provider_id', '=', providerId).where('currency', '=', currency).where('status', '=', 'pending').executeTakeFirst();
    if (inFlight) return null;
    const entries = await uncoveredEntries(trx, providerId, currency);
    const owed = -entries.reduce((total, entry) => total + entry.amount_minor, 0);
    if (owed <= 0 || entries.length === 0) return null;

    const now = deps.now();
    const previous = await trx
      .selectFrom('payouts')
      .select('period_end')
      .where('provider_id', '=', providerId)
      .where('currency', '=', currency)
      .orderBy('period_end', 'desc')
      .limit(1)
      .executeTakeFirst();
    // Since the previous batch, or earlier when a failed payout's earnings come round again.
    const oldest = entries[0]!.created_at.getTime();
    const start = Math.min(previous ? previous.period_end.getTime() : oldest, oldest, now.getTime() - 1);
    const payout = await trx
      .insertInto('payouts')
      .values({
        provider_id: providerId,
        currency,
        period_start: new Date(start),
        period_end: now,
        amount_minor: owed,
        status: 'pending',
        destination: provider.payout_account,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('ledger_entries').set({ payout_id: payout.id }).where('id', 'in', entries.map((entry) => entry.id)).execute();
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
    await trx.updateTable('ledger_entries').set({ payout_id: payout.id }).where('transaction_id', '=', transactionId).where('account', '=', 'provider_payable').execute();
    return payout;
  });
}
