import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/* The ledger as payouts see it: provider_payable entries, covered by a payout (payout_id) or not. */

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

/** The provider's payable entries no payout covers yet, oldest first, locked. */
export async function lockUncoveredEarnings(trx: Kysely<Database>, providerId: string, currency: string) {
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

export async function coverEntries(trx: Kysely<Database>, entryIds: number[], payoutId: string): Promise<void> {
  await trx.updateTable('ledger_entries').set({ payout_id: payoutId }).where('id', 'in', entryIds).execute();
}

/** Marks the payable entry of one of the payout's own transactions with the payout. */
export async function coverPayableEntryOf(trx: Kysely<Database>, transactionId: string, payoutId: string): Promise<void> {
  await trx.updateTable('ledger_entries').set({ payout_id: payoutId }).where('transaction_id', '=', transactionId).where('account', '=', 'provider_payable').execute();
}

/** The earnings the payout covered become uncovered again; entries of the payout's own transactions keep its id. */
export async function uncoverEarnings(trx: Kysely<Database>, payoutId: string): Promise<void> {
  await trx
    .updateTable('ledger_entries')
    .set({ payout_id: null })
    .where('payout_id', '=', payoutId)
    .where('transaction_id', 'not in', trx.selectFrom('ledger_transactions').select('id').where('payout_id', '=', payoutId))
    .execute();
}

/** The market a payout's ledger transactions belong to: the one its `payout` transaction was posted in. */
export async function marketOfPayout(db: Kysely<Database>, payoutId: string): Promise<string> {
  const row = await db.selectFrom('ledger_transactions').select('market_id').where('payout_id', '=', payoutId).where('kind', '=', 'payout').executeTakeFirstOrThrow();
  return row.market_id;
}

/**
 * Σ of the job's own provider_payable entries no payout covers yet (its tips are the provider's
 * gift, not held): captures, refunds and earlier holds and releases of the job. Below zero:
 * owed to the provider and not paid out.
 */
export async function uncoveredJobPayable(trx: Kysely<Database>, job: { id: string; currency: string }, providerId: string): Promise<number> {
  const row = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('payments as p', 'p.id', 't.payment_id')
    .select(sql<number>`cast(coalesce(sum(e.amount_minor), 0) as bigint)`.as('total'))
    .where('t.job_id', '=', job.id)
    .where('t.currency', '=', job.currency)
    .where('e.account', '=', 'provider_payable')
    .where('e.provider_id', '=', providerId)
    .where('e.payout_id', 'is', null)
    .where((eb) => eb.or([eb('p.kind', 'is', null), eb('p.kind', '=', 'job')]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What the job's provider_held holds now (0 when nothing). */
export async function heldOfJob(db: Kysely<Database>, jobId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(sql<number>`cast(coalesce(sum(e.amount_minor), 0) as bigint)`.as('total'))
    .where('t.job_id', '=', jobId)
    .where('e.account', '=', 'provider_held')
    .executeTakeFirstOrThrow();
  return -Number(row.total);
}
