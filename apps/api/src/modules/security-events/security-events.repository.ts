import type { SecurityEventType } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface SecurityEventRow {
  type: SecurityEventType;
  userId: string | null;
  email: string | null;
  address: string;
  detail: Record<string, string | number | boolean | null>;
}

const values = (event: SecurityEventRow, at: Date) => ({
  at,
  type: event.type,
  user_id: event.userId,
  email: event.email?.slice(0, 254) ?? null,
  address: event.address.slice(0, 64),
  detail: JSON.stringify(event.detail),
});

export async function insertSecurityEvent(db: Kysely<Database>, event: SecurityEventRow, at: Date): Promise<void> {
  await db.insertInto('security_events').values(values(event, at)).execute();
}

/**
 * One row per `aggregateKey`: the first event writes it, every repeat raises its count (the
 * only update the table allows). The row keeps the first event's time, address and detail.
 */
export async function countSecurityEvent(db: Kysely<Database>, event: SecurityEventRow, at: Date, aggregateKey: string): Promise<void> {
  await db
    .insertInto('security_events')
    .values({ ...values(event, at), aggregate_key: aggregateKey })
    .onConflict((conflict) =>
      conflict
        .column('aggregate_key')
        .where('aggregate_key', 'is not', null)
        .doUpdateSet({ count: sql<number>`security_events.count + 1` }),
    )
    .execute();
}

export interface SecurityEventFilter {
  type?: SecurityEventType | undefined;
  userId?: string | undefined;
  email?: string | undefined;
}

function filtered(db: Kysely<Database>, filter: SecurityEventFilter) {
  let query = db.selectFrom('security_events');
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.email) query = query.where('email', '=', filter.email);
  return query;
}

/** The planner's guess of how many rows a query returns (EXPLAIN), without running it. */
async function plannedRows(db: Kysely<Database>, query: ReturnType<typeof filtered>): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${query.select(sql`1`.as('one'))}`.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * How many events match, without counting a huge log: counted exactly up to `exactUpTo` (a
 * count that stops there), past that the planner's estimate, and never less than was counted.
 */
async function estimateTotal(db: Kysely<Database>, filter: SecurityEventFilter, exactUpTo: number) {
  const capped = filtered(db, filter).select(sql`1`.as('one')).limit(exactUpTo + 1);
  const { counted } = await db.selectFrom(capped.as('capped')).select(sql<number>`count(*)::int`.as('counted')).executeTakeFirstOrThrow();
  if (counted <= exactUpTo) return { totalEstimate: counted, totalIsExact: true };
  return { totalEstimate: Math.max(counted, await plannedRows(db, filtered(db, filter))), totalIsExact: false };
}

/** One page of the log, newest first, whether another follows, and about how many match in all. */
export async function listSecurityEvents(db: Kysely<Database>, filter: SecurityEventFilter, page: { offset: number; limit: number }, options = { exactUpTo: 10_000 }) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .select([sql<string>`id::text`.as('id'), 'at', 'type', 'user_id', 'email', 'address', 'detail', 'count'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit + 1)
      .execute(),
    estimateTotal(db, filter, options.exactUpTo),
  ]);
  return { rows: rows.slice(0, page.limit), hasNextPage: rows.length > page.limit, ...total };
}

/**
 * Deletes up to `limit` rows older than `before` and older than 13 months by the database's
 * clock (the only rows its trigger lets go); answers how many went.
 */
export async function deleteSecurityEventsBefore(db: Kysely<Database>, before: Date, limit: number): Promise<number> {
  const oldest = db
    .selectFrom('security_events')
    .select('id')
    .where('at', '<', before)
    .where('at', '<', sql<Date>`now() - interval '13 months'`)
    .orderBy('at')
    .limit(limit);
  const result = await db.deleteFrom('security_events').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
