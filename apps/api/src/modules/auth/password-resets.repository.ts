import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** `password_resets` (migration 0019): a reset link's token, by its SHA-256 only. */

export async function insertPasswordReset(db: Kysely<Database>, reset: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insertInto('password_resets').values({ token_hash: reset.tokenHash, user_id: reset.userId, created_at: reset.createdAt, expires_at: reset.expiresAt }).execute();
}

/** The reset a link's token belongs to, with the account it resets (the account may have been deleted since). */
export async function findPasswordReset(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.user_id', 'password_resets.expires_at', 'password_resets.used_at', 'users.email', 'users.name', 'users.deleted_at'])
    .where('password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a reset link, once: false when it already was (two tabs at once: one wins). */
export async function markResetUsed(db: Kysely<Database>, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db.updateTable('password_resets').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).returning('user_id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Every reset link of the account that was not used stops working: after the password was reset
 * or changed, or the email changed (a link in the old inbox must not outlive it).
 */
export async function endOpenResets(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
