import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable, PaymentStatus } from '../../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;

/**
 * The job's latest payment of its own (the booking's authorisation, or a later payment from the
 * job page), never one of its tips (docs/payments.md, "Tips").
 */
export async function latestPayment(db: Kysely<Database>, jobId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('job_id', '=', jobId).where('kind', '=', 'job').orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

export async function insertPayment(
  trx: Kysely<Database>,
  payment: Pick<PaymentRow, 'job_id' | 'market_id' | 'customer_id' | 'currency' | 'authorised_minor' | 'gateway_reference' | 'card_brand' | 'card_last4' | 'kind'> & { created_at: Date },
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

/** Whether a payment records this gateway authorisation. */
export async function paymentExistsFor(db: Kysely<Database>, gatewayReference: string): Promise<boolean> {
  return (await db.selectFrom('payments').select('id').where('gateway_reference', '=', gatewayReference).executeTakeFirst()) !== undefined;
}

export async function findPayment(db: Kysely<Database>, paymentId: string): Promise<PaymentRow> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
}

export async function lockPayment(trx: Kysely<Database>, paymentId: string): Promise<PaymentRow> {
  return trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirstOrThrow();
}

/**
 * The job's latest captured payment of its own (refunded in part or whole or not at all), locked:
 * what a refund of the job takes from. A tip is refunded by naming it (its own payment).
 */
export async function lockLatestCapturedPayment(trx: Kysely<Database>, jobId: string): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('kind', '=', 'job')
    .where('status', 'in', ['captured', 'partially_refunded', 'refunded'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPaymentStatus(trx: Kysely<Database>, paymentId: string, status: PaymentStatus, at: Date): Promise<void> {
  await trx.updateTable('payments').set({ status, updated_at: at }).where('id', '=', paymentId).execute();
}

/** Jobs that are over whose authorisation is still open, last touched before `before` (at most 100). */
export async function listUnsettledEndedJobIds(db: Kysely<Database>, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('jobs', 'jobs.id', 'payments.job_id')
    .select('payments.job_id')
    .where('payments.kind', '=', 'job')
    .where('payments.status', '=', 'authorized')
    .where('jobs.status', 'in', ['completed', 'cancelled', 'no_show'])
    .where('payments.updated_at', '<', before)
    .limit(100)
    .execute();
  return rows.map((row) => row.job_id);
}

/**
 * A job's refunds as its money screen lists them, with the name of whoever gave each (oldest
 * first, at most 100). Two refunds of one instant keep their credit notes' order (numbers are
 * given in sequence; a pending refund has none yet and comes after). Refunds of its tips are
 * the tips' (they show on the tips and the job's history).
 */
export async function listJobRefunds(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .leftJoin('users', 'users.id', 'refunds.actor_user_id')
    .select(['refunds.id', 'refunds.amount_minor', 'refunds.reason', 'refunds.status', 'refunds.created_at', 'refunds.credit_note_number', 'users.name'])
    .where('refunds.job_id', '=', jobId)
    .where('payments.kind', '=', 'job')
    .orderBy('refunds.created_at')
    .orderBy('refunds.credit_note_number')
    .orderBy('refunds.id')
    .limit(100)
    .execute();
}
