import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The account as its page shows it, with the new address waiting for its code (if any, and still valid). */
export async function findAccountRow(db: Kysely<Database>, userId: string, now: Date) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.phone_verified_at',
      'users.created_at',
      eb
        .selectFrom('email_verifications')
        .select('email_verifications.email')
        .whereRef('email_verifications.user_id', '=', 'users.id')
        .where('email_verifications.purpose', '=', 'email_change')
        .where('email_verifications.used_at', 'is', null)
        .where('email_verifications.expires_at', '>', now)
        .limit(1)
        .as('pending_email'),
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountRow>>>;

/** Name and phone; a new number is not verified (and its open code, if any, is dropped by the caller). */
export async function updateNameAndPhone(db: Kysely<Database>, userId: string, change: { name: string; phone: string | null; phoneIsNew: boolean }): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: change.name, phone: change.phone, ...(change.phoneIsNew ? { phone_verified_at: null } : {}) })
    .where('id', '=', userId)
    .execute();
}

export async function markPhoneVerified(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ phone_verified_at: at }).where('id', '=', userId).execute();
}
