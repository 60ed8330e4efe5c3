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

/** Σ of a job's ledger entries per (transaction kind, account): every amount the money screens show. */
export async function jobLedgerSums(db: Kysely<Database>, jobId: string): Promise<Map<`${LedgerTransactionKind}:${LedgerAccount}`, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select(['ledger_transactions.kind', 'ledger_entries.account', total.as('total')])
    .where('ledger_transactions.job_id', '=', jobId)
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
