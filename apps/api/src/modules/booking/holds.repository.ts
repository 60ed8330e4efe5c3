import { type Kysely, sql } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import { priceColumns } from './price-columns';

const range = (start: Date, end: Date) => sql<string>`tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')`;

/**
 * Makes one customer's hold requests take turns (a row lock on the customer, held until the
 * transaction ends): the second waits for the first to commit, then gives that hold back. The
 * unique index `jobs_one_hold_per_customer` is the guarantee; this lock spares the loser an error.
 */
export async function lockCustomerForHold(db: Kysely<Database>, customerId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', customerId).forNoKeyUpdate().execute();
}

/** A customer choosing a new time gives back the times they still hold (expired ones too). */
export async function releaseHoldsOf(db: Kysely<Database>, customerId: string, now: Date): Promise<void> {
  await db.updateTable('jobs').set({ status: 'released', updated_at: now }).where('customer_id', '=', customerId).where('status', '=', 'held').execute();
}

/**
 * Expired holds never block: before claiming a provider's time, the expired holds in the way
 * lapse (in the same transaction, so the exclusion constraint then only sees live claims).
 */
export async function lapseExpiredHolds(db: Kysely<Database>, providerId: string, blocked: { start: Date; end: Date }, now: Date, exceptId?: string): Promise<void> {
  let query = db
    .updateTable('jobs')
    .set({ status: 'lapsed', updated_at: now })
    .where('provider_id', '=', providerId)
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now)
    .where(sql<boolean>`blocked && ${range(blocked.start, blocked.end)}`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  await query.execute();
}

export interface NewHold {
  marketId: string;
  customerId: string;
  providerId: string;
  start: Date;
  end: Date;
  /** end + the market's travel buffer */
  blockedEnd: Date;
  expiresAt: Date;
  now: Date;
  price: { currency: string; subtotalMinor: number; serviceFeeMinor: number; taxMinor: number; totalMinor: number };
  policy: { freeCancellationHours: number; cancellationFeeBps: number };
}

/** Fails with 23P01 when the provider's time is taken (the database's guarantee, not ours). */
export async function insertHold(db: Kysely<Database>, hold: NewHold): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({
      market_id: hold.marketId,
      customer_id: hold.customerId,
      provider_id: hold.providerId,
      status: 'held',
      start_at: hold.start,
      end_at: hold.end,
      blocked: range(hold.start, hold.blockedEnd),
      hold_expires_at: hold.expiresAt,
      ...priceColumns(hold.price, hold.policy, hold.start),
      created_at: hold.now,
      updated_at: hold.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findJobOrHold(db: Kysely<Database>, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Gives a hold back; false when it was no longer a hold (it became a job meanwhile). */
export async function markHoldReleased(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ status: 'released', updated_at: now }).where('id', '=', id).where('status', 'in', ['held', 'lapsed', 'released']).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Before an expired hold is re-claimed (turned into a job after all): the other expired holds
 * over its blocked range lapse, so the exclusion constraint only weighs live claims.
 */
export async function lapseExpiredHoldsAround(db: Kysely<Database>, holdId: string, now: Date): Promise<void> {
  const own = db.selectFrom('jobs as own').where('own.id', '=', holdId);
  await db
    .updateTable('jobs')
    .set({ status: 'lapsed', updated_at: now })
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now)
    .where('id', '<>', holdId)
    .where('provider_id', '=', own.select('own.provider_id'))
    .where(sql<boolean>`blocked && (${own.select('own.blocked')})`)
    .execute();
}
