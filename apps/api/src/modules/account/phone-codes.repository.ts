import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PhoneVerificationsTable } from '../../db/account-schema';

export type PhoneCodeRow = Selectable<PhoneVerificationsTable>;

/** The open code of a user's phone (one at most: the user is the key). */
export async function findPhoneCode(db: Kysely<Database>, userId: string): Promise<PhoneCodeRow | undefined> {
  return db.selectFrom('phone_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new code replaces the one before (its tries start over). */
export async function savePhoneCode(db: Kysely<Database>, row: Omit<PhoneCodeRow, 'attempts'>): Promise<void> {
  await db
    .insertInto('phone_verifications')
    .values({ ...row, attempts: 0 })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ phone: row.phone, code_hash: row.code_hash, attempts: 0, expires_at: row.expires_at, resend_after: row.resend_after }),
    )
    .execute();
}

/**
 * Uses one try, atomically: two guesses at once cannot both slip under the limit. Undefined
 * when there is no code or its tries are used up.
 */
export async function takeCodeTry(db: Kysely<Database>, userId: string, maxTries: number): Promise<PhoneCodeRow | undefined> {
  return db
    .updateTable('phone_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('attempts', '<', maxTries)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePhoneCode(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('phone_verifications').where('user_id', '=', userId).execute();
}
