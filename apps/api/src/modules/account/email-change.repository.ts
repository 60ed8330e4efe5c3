import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { codeColumns, type IssuedCode } from '../auth';

/** A user's email change in `email_verifications` (purpose `email_change`, one open per user). */

/** The one open email change of a user, made or replaced. */
export async function upsertEmailChange(db: Kysely<Database>, change: { userId: string; email: string }, code: IssuedCode): Promise<string> {
  const row = await db
    .insertInto('email_verifications')
    .values({ purpose: 'email_change', email: change.email, user_id: change.userId, ...codeColumns(code), created_at: code.createdAt })
    .onConflict((conflict) =>
      conflict.column('user_id').where('purpose', '=', 'email_change').where('used_at', 'is', null).doUpdateSet({ email: change.email, ...codeColumns(code) }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The new address a user asked for and has not confirmed yet (what `account.get` calls pendingEmail). */
export async function openEmailChangeOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('email_verifications').selectAll().where('purpose', '=', 'email_change').where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
}

export async function deleteOpenEmailChange(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('email_verifications').where('purpose', '=', 'email_change').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
