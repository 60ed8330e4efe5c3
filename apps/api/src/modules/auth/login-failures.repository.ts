import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Scope = 'account' | 'address';

/** The failures of one key inside the window, oldest first (at most `limit` + a few rows). */
export async function recentFailureTimes(db: Kysely<Database>, scope: Scope, key: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(1000)
    .execute();
  return rows.map((row) => row.failed_at).reverse();
}

export async function recordFailures(db: Kysely<Database>, keys: Array<{ scope: Scope; key: string }>, before: Date): Promise<void> {
  await db.insertInto('login_failures').values(keys.map(({ scope, key }) => ({ scope, key }))).execute();
  // Rows older than the window no longer count: drop them for these keys so the table stays small.
  for (const { scope, key } of keys) {
    await db.deleteFrom('login_failures').where('scope', '=', scope).where('key', '=', key).where('failed_at', '<=', before).execute();
  }
}

export async function clearFailures(db: Kysely<Database>, scope: Scope, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Test helper's twin for operations: how many failures are stored at all. */
export async function countFailures(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('login_failures').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}
