import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, RefundsTable } from '../../db/schema';

export type RefundRow = Selectable<RefundsTable>;

export async function findRefundByKey(db: Kysely<Database>, key: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertRefund(trx: Kysely<Database>, refund: Insertable<RefundsTable>): Promise<RefundRow> {
  return trx.insertInto('refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

export async function findRefundStatus(db: Kysely<Database>, refundId: string): Promise<RefundRow['status']> {
  return (await db.selectFrom('refunds').select('status').where('id', '=', refundId).executeTakeFirstOrThrow()).status;
}

export async function markRefundFailed(trx: Kysely<Database>, refundId: string, message: string, at: Date): Promise<void> {
  await trx.updateTable('refunds').set({ status: 'failed', failure_message: message, completed_at: at }).where('id', '=', refundId).execute();
}

export async function markRefundSucceeded(trx: Kysely<Database>, refundId: string, done: { gatewayReference: string; creditNoteNumber: number | null; at: Date }): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({ status: 'succeeded', gateway_reference: done.gatewayReference, credit_note_number: done.creditNoteNumber, completed_at: done.at })
    .where('id', '=', refundId)
    .execute();
}

/** Refunds still `pending` that were asked for before `before`, oldest first (at most 100). */
export async function listPendingRefundsBefore(db: Kysely<Database>, before: Date): Promise<RefundRow[]> {
  return db.selectFrom('refunds').selectAll().where('status', '=', 'pending').where('created_at', '<', before).orderBy('created_at').limit(100).execute();
}

/** Refunds reserved but not yet answered by the gateway: they count against what is left. */
export async function pendingRefundsMinor(db: Kysely<Database>, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<number>`cast(coalesce(sum(amount_minor), 0) as bigint)`.as('total'))
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
