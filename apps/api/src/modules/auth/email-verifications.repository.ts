import type { Kysely, Selectable } from 'kysely';
import type { EmailVerificationsTable } from '../../db/account-schema';
import type { Database } from '../../db/schema';

/** `email_verifications` (migration 0019): the codes and links that prove an email, by hash only. */

export interface IssuedCode {
  codeHash: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  resendAfter: Date;
}

/** A new code replaces the old one, and its tries start over. */
export const codeColumns = (code: IssuedCode) => ({
  code_hash: code.codeHash,
  token_hash: code.tokenHash,
  attempts: 0,
  expires_at: code.expiresAt,
  resend_after: code.resendAfter,
});

/** The one open sign-up of an email, made or replaced (a second sign-up takes the new name and password). */
export async function upsertSignup(
  db: Kysely<Database>,
  signup: { email: string; name: string; phone: string | null; passwordHash: string },
  code: IssuedCode,
): Promise<string> {
  const details = { name: signup.name, phone: signup.phone, password_hash: signup.passwordHash };
  const row = await db
    .insertInto('email_verifications')
    .values({ purpose: 'signup', email: signup.email, user_id: null, ...details, ...codeColumns(code), created_at: code.createdAt })
    .onConflict((conflict) => conflict.column('email').where('purpose', '=', 'signup').where('used_at', 'is', null).doUpdateSet({ ...details, ...codeColumns(code) }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives an open row a new code (a resend). */
export async function replaceCode(db: Kysely<Database>, id: string, code: IssuedCode): Promise<void> {
  await db.updateTable('email_verifications').set(codeColumns(code)).where('id', '=', id).where('used_at', 'is', null).execute();
}

export type VerificationRow = Selectable<EmailVerificationsTable>;

export async function findOpenSignup(db: Kysely<Database>, email: string) {
  return db.selectFrom('email_verifications').selectAll().where('purpose', '=', 'signup').where('email', '=', email.toLowerCase()).where('used_at', 'is', null).executeTakeFirst();
}

/** The row a link's token belongs to, used or not. */
export async function findByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('email_verifications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Counts one try of the row's code, atomically; answers the tries so far (this one included), or null if it was used meanwhile. */
export async function countTry(db: Kysely<Database>, id: string): Promise<number | null> {
  const row = await db
    .updateTable('email_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Marks the row used, once: false when it already was (two verifications at once: one wins). */
export async function markUsed(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const row = await db.updateTable('email_verifications').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Rows a day past their expiry, used or not: a sign-up nobody finished keeps a password hash
 * only that long.
 */
export async function deleteStaleVerifications(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('email_verifications').where('expires_at', '<', new Date(now.getTime() - 24 * 3600_000)).execute();
}
