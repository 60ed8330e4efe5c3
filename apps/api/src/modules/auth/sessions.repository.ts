import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sessionUserColumns, toSessionUser } from './users.repository';

export interface NewSession {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  address: string | null;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_seen_at: session.createdAt,
      user_agent: session.userAgent,
      address: session.address,
    })
    .execute();
}

/** The session (expired or not) with its user, or undefined. */
export async function findSession(db: Kysely<Database>, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => ['sessions.id as session_id', 'sessions.created_at as session_created_at', 'sessions.expires_at', 'sessions.last_seen_at', 'users.disabled_at', ...sessionUserColumns(eb)])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return (
    row && { id: row.session_id, createdAt: row.session_created_at, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at, disabled: row.disabled_at !== null, user: toSessionUser(row) }
  );
}

/** Records use of a session; `expiresAt` too when it slides. */
export async function touchSession(db: Kysely<Database>, sessionId: string, change: { seenAt: Date; expiresAt?: Date | undefined }): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: change.seenAt, ...(change.expiresAt ? { expires_at: change.expiresAt } : {}) })
    .where('id', '=', sessionId)
    .execute();
}

/** A user's sessions that have not expired (idle or absolute), most recently used first. */
export async function listLiveSessions(db: Kysely<Database>, userId: string, live: { now: Date; createdAfter: Date }, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'created_at', 'last_seen_at', 'user_agent', 'address'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', live.now)
    .where('created_at', '>', live.createdAfter)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function findSessionByPublicId(db: Kysely<Database>, publicId: string) {
  const row = await db.selectFrom('sessions').select(['id', 'user_id', 'public_id']).where('public_id', '=', publicId).executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, publicId: row.public_id };
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

/** Ends every session of a user (a password reset: whoever was logged in, is no longer). */
export async function deleteUserSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
