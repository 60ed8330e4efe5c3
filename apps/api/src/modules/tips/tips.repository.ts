import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, JobRow, TipsTable } from '../../db/schema';

export type TipRow = Selectable<TipsTable>;
/** A tip with its payment's state and card. */
export type TipWithPayment = TipRow & { status: Selectable<Database['payments']>['status']; card_brand: string; card_last4: string; gateway_reference: string };

const withPayment = (db: Kysely<Database>) =>
  db.selectFrom('tips').innerJoin('payments', 'payments.id', 'tips.payment_id').selectAll('tips').select(['payments.status', 'payments.card_brand', 'payments.card_last4', 'payments.gateway_reference']);

/** The job's tips, oldest first (at most `limit`, refused ones included: the caller decides). */
export async function listTipsOfJob(db: Kysely<Database>, jobId: string, limit = 50): Promise<TipWithPayment[]> {
  return withPayment(db).where('tips.job_id', '=', jobId).orderBy('tips.created_at').orderBy('tips.id').limit(limit).execute();
}

export async function findTipByKey(db: Kysely<Database>, jobId: string, idempotencyKey: string): Promise<TipWithPayment | undefined> {
  return withPayment(db).where('tips.job_id', '=', jobId).where('tips.idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function findTip(db: Kysely<Database>, tipId: string): Promise<TipWithPayment | undefined> {
  return withPayment(db).where('tips.id', '=', tipId).executeTakeFirst();
}

export async function findTipOfPayment(db: Kysely<Database>, paymentId: string): Promise<TipRow | undefined> {
  return db.selectFrom('tips').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

export async function insertTip(trx: Kysely<Database>, tip: Insertable<TipsTable>): Promise<TipRow> {
  return trx.insertInto('tips').values(tip).returningAll().executeTakeFirstOrThrow();
}

/** Locks the job's row: tips of one job are counted and added one after the other. */
export async function lockJob(trx: Kysely<Database>, jobId: string): Promise<JobRow> {
  return trx.selectFrom('jobs').selectAll().where('id', '=', jobId).forUpdate().executeTakeFirstOrThrow();
}

/** When the job was completed: its first step to `completed` (a refund's event keeps the status and comes later). */
export async function findCompletedAt(db: Kysely<Database>, jobId: string): Promise<Date | null> {
  const row = await db.selectFrom('job_events').select(sql<Date | null>`min(at)`.as('at')).where('job_id', '=', jobId).where('to_status', '=', 'completed').executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** Locks a tip's payment, for a refund of that tip (undefined: no such tip on this job). */
export async function lockTipPayment(trx: Kysely<Database>, jobId: string, tipId: string) {
  return trx
    .selectFrom('payments')
    .innerJoin('tips', 'tips.payment_id', 'payments.id')
    .selectAll('payments')
    .where('tips.id', '=', tipId)
    .where('tips.job_id', '=', jobId)
    .forUpdate('payments')
    .executeTakeFirst();
}

/** Refunds of these payments still waiting for the gateway, per payment: they count against what is left. */
export async function pendingRefundsByPayment(db: Kysely<Database>, paymentIds: string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refunds')
    .select(['payment_id', sql<number>`cast(sum(amount_minor) as bigint)`.as('total')])
    .where('payment_id', 'in', paymentIds)
    .where('status', '=', 'pending')
    .groupBy('payment_id')
    .execute();
  return new Map(rows.map((row) => [row.payment_id, Number(row.total)]));
}

/** Tip payments held on the card and not taken since before `before` (a gateway outage between the two), at most 100. */
export async function listHeldTipPaymentsBefore(db: Kysely<Database>, before: Date): Promise<string[]> {
  const rows = await db.selectFrom('payments').select('id').where('kind', '=', 'tip').where('status', '=', 'authorized').where('updated_at', '<', before).orderBy('created_at').limit(100).execute();
  return rows.map((row) => row.id);
}

export async function findProviderName(db: Kysely<Database>, providerId: string | null): Promise<string | null> {
  if (!providerId) return null;
  return (await db.selectFrom('providers').select('display_name').where('id', '=', providerId).executeTakeFirst())?.display_name ?? null;
}
