import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/* Whole-ledger reads for `pnpm reconcile` (reads only: it reports, never repairs). */

const sum = (column: string) => sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

export async function countLedgerTransactions(db: Kysely<Database>): Promise<number> {
  const { transactions } = await db.selectFrom('ledger_transactions').select(sql<number>`count(*)`.as('transactions')).executeTakeFirstOrThrow();
  return Number(transactions);
}

/** Transactions with fewer than two entries or entries that do not sum to zero (at most `limit`). */
export async function listUnbalancedTransactions(db: Kysely<Database>, limit: number): Promise<Array<{ id: string; kind: string; entries: number; total: number }>> {
  const rows = await db
    .selectFrom('ledger_transactions as t')
    .leftJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .select(['t.id', 't.kind', sql<number>`count(e.id)`.as('entries'), sum('e.amount_minor').as('total')])
    .groupBy(['t.id', 't.kind'])
    .having((eb) => eb.or([eb(sql`count(e.id)`, '<', 2), eb(sql`coalesce(sum(e.amount_minor), 0)`, '<>', 0)]))
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, entries: Number(row.entries), total: Number(row.total) }));
}

export async function listAllPayments(db: Kysely<Database>) {
  return db.selectFrom('payments').select(['id', 'gateway_reference', 'status', 'currency']).execute();
}

/** Per payment, from the ledger: captured less refunded (gateway_clearing) and the memo pair still open. */
export async function ledgerByPayment(db: Kysely<Database>): Promise<Map<string, { net: number; held: number }>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('t.payment_id', 'is not', null)
    .select([
      't.payment_id',
      sql<number>`cast(coalesce(sum(case when e.account = 'gateway_clearing' and t.kind in ('capture', 'refund') then e.amount_minor else 0 end), 0) as bigint)`.as('net'),
      sql<number>`cast(coalesce(sum(case when e.account = 'card_authorisations' then e.amount_minor else 0 end), 0) as bigint)`.as('held'),
    ])
    .groupBy('t.payment_id')
    .execute();
  return new Map(rows.map((row) => [row.payment_id!, { net: Number(row.net), held: Number(row.held) }]));
}

/** gateway_clearing per currency. */
export async function clearingByCurrency(db: Kysely<Database>): Promise<Array<{ currency: string; total: number }>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('e.account', '=', 'gateway_clearing')
    .select(['t.currency', sum('e.amount_minor').as('total')])
    .groupBy('t.currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, total: Number(row.total) }));
}

export async function listAllPayouts(db: Kysely<Database>) {
  return db.selectFrom('payouts').select(['id', 'provider_id', 'currency', 'amount_minor', 'status', 'destination', 'gateway_reference']).execute();
}

/** What the ledger says was paid out, per provider and currency (payout_paid on provider_payouts_pending). */
export async function paidOutPerProvider(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('t.kind', '=', 'payout_paid')
    .where('e.account', '=', 'provider_payouts_pending')
    .select(['e.provider_id', 't.currency', sum('e.amount_minor').as('total')])
    .groupBy(['e.provider_id', 't.currency'])
    .execute();
  return new Map(rows.map((row) => [`${row.provider_id} ${row.currency}`, Number(row.total)]));
}

/**
 * Per job with provider_held entries or a problem case: what provider_held holds for it, and
 * what its open case (if any) held when it opened (docs/payments.md, "Held earnings").
 */
export async function heldByJob(db: Kysely<Database>): Promise<Array<{ jobId: string; held: number; openCaseHeld: number | null }>> {
  const rows = await sql<{ job_id: string; held: string | number; open_held: number | null }>`
    select j.job_id, coalesce(h.held, 0) as held, c.held_minor as open_held
    from (
      select t.job_id from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where e.account = 'provider_held' and t.job_id is not null
      union select job_id from problem_cases
    ) j
    left join (
      select t.job_id, -sum(e.amount_minor) as held from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account = 'provider_held' group by t.job_id
    ) h on h.job_id = j.job_id
    left join problem_cases c on c.job_id = j.job_id and c.status <> 'resolved'`.execute(db);
  return rows.rows.map((row) => ({ jobId: row.job_id, held: Number(row.held), openCaseHeld: row.open_held === null ? null : Number(row.open_held) }));
}
