import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LedgerAccount, LedgerTransactionKind, PaymentsTable, PaymentStatus } from '../../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;

/** The job's latest payment (the booking's authorisation, or a later payment from the job page). */
export async function latestPayment(db: Kysely<Database>, jobId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('job_id', '=', jobId).orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

export async function insertPayment(
  trx: Kysely<Database>,
  payment: Pick<PaymentRow, 'job_id' | 'market_id' | 'customer_id' | 'currency' | 'authorised_minor' | 'gateway_reference' | 'card_brand' | 'card_last4'> & { created_at: Date },
): Promise<PaymentRow | undefined> {
  // The gateway reference is unique: the same authorisation recorded twice (a retried request) is one payment.
  return trx
    .insertInto('payments')
    .values({ ...payment, status: 'authorized', updated_at: payment.created_at })
    .onConflict((conflict) => conflict.column('gateway_reference').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Moves a payment on only from the status it was read in: of two concurrent settlements, one wins. */
export async function updatePaymentIfStatus(
  trx: Kysely<Database>,
  paymentId: string,
  from: PaymentStatus,
  changes: { status: PaymentStatus; failure_message?: string | null },
  at: Date,
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ ...changes, updated_at: at })
    .where('id', '=', paymentId)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Σ of a job's ledger entries per (transaction kind, account): every amount the money screens show. */
export async function jobLedgerSums(db: Kysely<Database>, jobId: string): Promise<Map<`${LedgerTransactionKind}:${LedgerAccount}`, number>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.kind', 'e.account', sql<number>`cast(sum(e.amount_minor) as bigint)`.as('total')])
    .where('t.job_id', '=', jobId)
    .groupBy(['t.kind', 'e.account'])
    .execute();
  return new Map(rows.map((row) => [`${row.kind}:${row.account}` as const, Number(row.total)]));
}
