import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, LedgerAccount, LedgerEntriesTable, LedgerTransactionKind, LedgerTransactionsTable } from '../../db/schema';

const total = sql<number>`cast(coalesce(sum(ledger_entries.amount_minor), 0) as bigint)`;

export async function insertLedgerTransaction(trx: Kysely<Database>, transaction: Insertable<LedgerTransactionsTable>): Promise<string> {
  return (await trx.insertInto('ledger_transactions').values(transaction).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertLedgerEntries(trx: Kysely<Database>, entries: Array<Insertable<LedgerEntriesTable>>): Promise<void> {
  await trx.insertInto('ledger_entries').values(entries).execute();
}

/** Σ of one transaction's entries, as the database adds them up. */
export async function sumOfTransaction(trx: Kysely<Database>, transactionId: string): Promise<number> {
  const row = await trx.selectFrom('ledger_entries').select(total.as('total')).where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Σ of a job's ledger entries per (transaction kind, account): every amount the job's money
 * screens and its invoice show. Its own payments only: its tips are money of their own
 * (`tipLedgerSums`; docs/payments.md, "Tips").
 */
export async function jobLedgerSums(db: Kysely<Database>, jobId: string): Promise<Map<`${LedgerTransactionKind}:${LedgerAccount}`, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .leftJoin('payments', 'payments.id', 'ledger_transactions.payment_id')
    .select(['ledger_transactions.kind', 'ledger_entries.account', total.as('total')])
    .where('ledger_transactions.job_id', '=', jobId)
    .where((eb) => eb.or([eb('payments.kind', 'is', null), eb('payments.kind', '=', 'job')]))
    .groupBy(['ledger_transactions.kind', 'ledger_entries.account'])
    .execute();
  return new Map(rows.map((row) => [`${row.kind}:${row.account}` as const, Number(row.total)]));
}

/** Σ of one payment's capture and refund entries per (kind, account). */
export async function paymentLedgerSums(db: Kysely<Database>, paymentId: string): Promise<Array<{ kind: LedgerTransactionKind; account: LedgerAccount; total: number }>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select(['ledger_transactions.kind', 'ledger_entries.account', total.as('total')])
    .where('ledger_transactions.payment_id', '=', paymentId)
    .where('ledger_transactions.kind', 'in', ['capture', 'refund'])
    .groupBy(['ledger_transactions.kind', 'ledger_entries.account'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, account: row.account, total: Number(row.total) }));
}

/** One tip as the ledger has it: taken (its capture's gateway_clearing), refunded, and when it was taken (null while only held). */
export interface TipLedgerSum {
  tipId: string;
  paymentId: string;
  capturedMinor: number;
  refundedMinor: number;
  capturedAt: Date | null;
}

/** A job's tips as the ledger has them (docs/payments.md, "Tips"), oldest first. */
export async function tipLedgerSums(db: Kysely<Database>, jobId: string): Promise<TipLedgerSum[]> {
  const rows = await db
    .selectFrom('tips')
    .leftJoin('ledger_transactions as t', (join) => join.onRef('t.payment_id', '=', 'tips.payment_id').on('t.kind', 'in', ['capture', 'refund']))
    .leftJoin('ledger_entries as e', (join) => join.onRef('e.transaction_id', '=', 't.id').on('e.account', '=', 'gateway_clearing'))
    .select([
      'tips.id',
      'tips.payment_id',
      sql<number>`cast(coalesce(sum(case when t.kind = 'capture' then e.amount_minor else 0 end), 0) as bigint)`.as('captured'),
      sql<number>`cast(coalesce(sum(case when t.kind = 'refund' then -e.amount_minor else 0 end), 0) as bigint)`.as('refunded'),
      sql<Date | null>`min(case when t.kind = 'capture' then t.created_at end)`.as('captured_at'),
    ])
    .where('tips.job_id', '=', jobId)
    .groupBy(['tips.id', 'tips.payment_id', 'tips.created_at'])
    .orderBy('tips.created_at')
    .orderBy('tips.id')
    .execute();
  return rows.map((row) => ({
    tipId: row.id,
    paymentId: row.payment_id,
    capturedMinor: Number(row.captured),
    refundedMinor: Number(row.refunded),
    capturedAt: row.captured_at === null ? null : new Date(row.captured_at),
  }));
}
