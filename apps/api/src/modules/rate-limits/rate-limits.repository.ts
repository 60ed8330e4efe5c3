import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** One attempt to count: under `rule`, for `key`, refused when `limit` are already counted. */
export interface Hit {
  rule: string;
  key: string;
  /** null: count it and never refuse (the login slowdown only needs the count). */
  limit: number | null;
  windowSeconds: number;
}

export type HitsOutcome =
  | { allowed: true; ids: string[]; counts: number[] }
  | { allowed: false; rule: string; key: string; opensAt: Date; firstRefusal: boolean };

async function counted(trx: Transaction<Database>, hit: Hit, now: Date) {
  const row = await trx
    .selectFrom('rate_limit_hits')
    .select([sql<number>`count(*) filter (where not refused)::int`.as('used'), sql<boolean>`coalesce(bool_or(refused), false)`.as('marked')])
    .where('rule', '=', hit.rule)
    .where('key', '=', hit.key)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return row;
}

/** When the attempt that makes room expires: the (used − limit + 1)th oldest counted one. */
async function opensAt(trx: Transaction<Database>, hit: Hit & { limit: number }, used: number, now: Date): Promise<Date> {
  const row = await trx
    .selectFrom('rate_limit_hits')
    .select('expires_at')
    .where('rule', '=', hit.rule)
    .where('key', '=', hit.key)
    .where('expires_at', '>', now)
    .where('refused', '=', false)
    .orderBy('expires_at')
    .offset(used - hit.limit)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

/**
 * Counts the attempt under every hit, or under none: all of them are checked while holding a
 * transaction-scoped advisory lock per (rule, key), so concurrent attempts (from any number of
 * API processes on one PostgreSQL, or one PGlite) are counted one after the other and a limit
 * can never be passed. Locks are taken in one global order, so two attempts cannot deadlock.
 * A refusal is marked once per key and window (`firstRefusal`), for the security log.
 */
export async function countHits(db: Kysely<Database>, hits: Hit[], now: Date): Promise<HitsOutcome> {
  return db.transaction().execute(async (trx) => {
    const lockKeys = [...new Set(hits.map((hit) => `${hit.rule}\n${hit.key}`))].sort();
    for (const lockKey of lockKeys) await sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`.execute(trx);
    const counts: number[] = [];
    for (const hit of hits) {
      const { used, marked } = await counted(trx, hit, now);
      if (hit.limit !== null && used >= hit.limit) {
        const opens = await opensAt(trx, { ...hit, limit: hit.limit }, used, now);
        if (!marked) await trx.insertInto('rate_limit_hits').values({ rule: hit.rule, key: hit.key, at: now, expires_at: opens, refused: true }).execute();
        return { allowed: false, rule: hit.rule, key: hit.key, opensAt: opens, firstRefusal: !marked };
      }
      counts.push(used + 1);
    }
    const rows = await trx
      .insertInto('rate_limit_hits')
      .values(hits.map((hit) => ({ rule: hit.rule, key: hit.key, at: now, expires_at: new Date(now.getTime() + hit.windowSeconds * 1000) })))
      .returning(sql<string>`id::text`.as('id'))
      .execute();
    return { allowed: true, ids: rows.map((row) => row.id), counts };
  });
}

/** Takes counted attempts back (a login that succeeded was not a failure). */
export async function uncountHits(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
}

export async function deleteExpiredHits(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('expires_at', '<=', now).execute();
}
