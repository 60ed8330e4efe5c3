import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Only the bell's rows: a user's in-app messages (email and SMS rows are never "read"). */
const inApp = (db: Kysely<Database>, userId: string) => db.selectFrom('notifications').where('user_id', '=', userId).where('channel', '=', 'in_app');

/** A user's newest in-app messages. */
export async function listInApp(db: Kysely<Database>, userId: string, limit: number) {
  return inApp(db, userId).select(['id', 'event', 'payload', 'created_at', 'read_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await inApp(db, userId).where('read_at', 'is', null).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Marks the user's own unread in-app messages read: the ids given (anyone else's match no row,
 * so they are ignored without saying whether they exist), or all of them.
 */
export async function markInAppRead(db: Kysely<Database>, userId: string, which: { ids: readonly string[] } | { all: true }, now: Date): Promise<void> {
  let update = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('channel', '=', 'in_app').where('read_at', 'is', null);
  if ('ids' in which) update = update.where('id', 'in', [...which.ids]);
  await update.execute();
}
