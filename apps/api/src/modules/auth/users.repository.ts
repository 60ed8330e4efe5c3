import type { LanguageCode, SessionUser } from '@marketplace/contracts';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The columns that make a SessionUser, for any query that has `users` in scope. */
export function sessionUserColumns(eb: ExpressionBuilder<Database, 'users'>) {
  return [
    'users.id',
    'users.email',
    'users.name',
    'users.phone',
    'users.roles',
    'users.language',
    eb.selectFrom('providers').select('providers.id').whereRef('providers.user_id', '=', 'users.id').as('provider_id'),
    sql<string[]>`array(${eb
      .selectFrom('market_managers')
      .select('market_managers.market_id')
      .whereRef('market_managers.user_id', '=', 'users.id')
      .orderBy('market_managers.market_id')})`.as('managed_market_ids'),
  ] as const;
}

type SessionUserRow = { id: string; email: string; name: string; phone: string | null; roles: string[]; language: LanguageCode | null; provider_id: string | null; managed_market_ids: string[] };

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    roles: row.roles as SessionUser['roles'],
    managedMarketIds: row.managed_market_ids,
    providerId: row.provider_id,
    language: row.language,
  };
}

export async function findSessionUser(db: Kysely<Database>, userId: string): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('users').select(sessionUserColumns).where('users.id', '=', userId).executeTakeFirst();
  return row && toSessionUser(row);
}

export async function findCredentials(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findPasswordHash(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** The account an email belongs to (deleted or not), for the flows that start from an email. */
export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'roles', 'deleted_at', 'email_verified_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Inserts a user whose email was proven at `emailVerifiedAt`; null when the email is taken (case-insensitively). */
export async function insertUser(
  db: Kysely<Database>,
  user: { email: string; name: string; phone: string | null; passwordHash: string; roles: string[]; emailVerifiedAt: Date; language?: LanguageCode | null },
): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      phone: user.phone,
      password_hash: user.passwordHash,
      roles: user.roles,
      // Made when its email is proven (docs/accounts.md): then, by the app's clock.
      created_at: user.emailVerifiedAt,
      email_verified_at: user.emailVerifiedAt,
      language: user.language ?? null,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The account's language; with `ifUnset`, only when it has none yet (a choice is never overwritten). */
export async function updateLanguage(db: Kysely<Database>, userId: string, language: LanguageCode, { ifUnset = false } = {}): Promise<void> {
  let update = db.updateTable('users').set({ language }).where('id', '=', userId);
  if (ifUnset) update = update.where('language', 'is', null);
  await update.execute();
}

export async function updatePasswordHash(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Adds a role (once), and counts the email as proven from `verifiedAt` if it was not yet. */
export async function addRole(db: Kysely<Database>, userId: string, role: string, verifiedAt: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      roles: sql<string[]>`case when ${role} = any(roles) then roles else array_append(roles, ${role}) end`,
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(verifiedAt)),
    }))
    .where('id', '=', userId)
    .execute();
}

/** The name and email of an account that was not deleted (whom to tell about a change). */
export async function findContact(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A proven new address. Throws the unique violation when another account has it (checked by the caller). */
export async function setVerifiedEmail(db: Kysely<Database>, userId: string, email: string, verifiedAt: Date): Promise<void> {
  await db.updateTable('users').set({ email: email.toLowerCase(), email_verified_at: verifiedAt }).where('id', '=', userId).execute();
}
