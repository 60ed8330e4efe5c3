import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sessionUserColumns, toSessionUser } from './users.repository';

export async function insertSession(db: Kysely<Database>, session: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('sessions').values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt, last_seen_at: new Date() }).execute();
}

/** The session (expired or not) with its user, or undefined. */
export async function findSession(db: Kysely<Database>, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => ['sessions.id as session_id', 'sessions.expires_at', 'sessions.last_seen_at', ...sessionUserColumns(eb)])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row && { id: row.session_id, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at, user: toSessionUser(row) };
}

export async function extendSession(db: Kysely<Database>, sessionId: string, expiresAt: Date, seenAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt, last_seen_at: seenAt }).where('id', '=', sessionId).execute();
}

/** Deletes a session; answers whose it was (undefined when there was none). */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<string | undefined> {
  const row = await db.deleteFrom('sessions').where('id', '=', sessionId).returning('user_id').executeTakeFirst();
  return row?.user_id;
}

export async function deleteOtherSessions(db: Kysely<Database>, userId: string, keepSessionId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
