import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

const personColumns = (eb: ExpressionBuilder<Database, 'users'>) =>
  [
    'users.id',
    'users.name',
    'users.email',
    'users.roles',
    'users.created_at',
    'users.disabled_at',
    eb.selectFrom('providers').select('providers.id').whereRef('providers.user_id', '=', 'users.id').as('provider_id'),
    sql<string[]>`array(${eb.selectFrom('market_managers').select('market_managers.market_id').whereRef('market_managers.user_id', '=', 'users.id').orderBy('market_managers.market_id')})`.as(
      'managed_market_ids',
    ),
  ] as const;

/** Accounts that exist (deleted ones are erased and have nothing left to administer). */
const people = (db: Kysely<Database>) => db.selectFrom('users').where('users.deleted_at', 'is', null);

/** Part of a name or email, any case; `strpos` rather than LIKE so `%` and `_` mean themselves. */
function matching(db: Kysely<Database>, search: string | undefined) {
  const needle = search?.toLowerCase();
  return needle ? people(db).where(sql<boolean>`(strpos(lower(users.name), ${needle}) > 0 or strpos(lower(users.email), ${needle}) > 0)`) : people(db);
}

export async function searchPeople(db: Kysely<Database>, search: string | undefined, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    matching(db, search).select(personColumns).orderBy('users.name').orderBy('users.id').offset(page.offset).limit(page.limit).execute(),
    matching(db, search).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export type PersonRow = Awaited<ReturnType<typeof searchPeople>>['rows'][number];

/** One person; `forUpdate` locks their row for a change. */
export async function findPerson(db: Kysely<Database>, userId: string, options: { forUpdate?: boolean } = {}): Promise<PersonRow | undefined> {
  const query = people(db).select(personColumns).where('users.id', '=', userId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Enabled admins' ids, their rows locked until the transaction ends (the lockout guard reads them). */
export async function lockEnabledAdmins(db: Kysely<Database>): Promise<string[]> {
  const rows = await people(db).select('users.id').where(sql<boolean>`'admin' = any(users.roles)`).where('users.disabled_at', 'is', null).orderBy('users.id').forUpdate().execute();
  return rows.map((row) => row.id);
}

export async function knownMarketIds(db: Kysely<Database>, marketIds: string[]): Promise<string[]> {
  if (marketIds.length === 0) return [];
  const rows = await db.selectFrom('markets').select('id').where('id', 'in', marketIds).execute();
  return rows.map((row) => row.id);
}

export async function writeRoles(db: Kysely<Database>, userId: string, roles: string[], managedMarketIds: string[]): Promise<void> {
  await db.updateTable('users').set({ roles }).where('id', '=', userId).execute();
  await db.deleteFrom('market_managers').where('user_id', '=', userId).execute();
  if (managedMarketIds.length) await db.insertInto('market_managers').values(managedMarketIds.map((marketId) => ({ user_id: userId, market_id: marketId }))).execute();
}

export async function writeDisabledAt(db: Kysely<Database>, userId: string, disabledAt: Date | null): Promise<void> {
  await db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', userId).execute();
}

/** The reason of the newest `account_disabled` event about the person, if the log still has it. */
export async function latestDisableReason(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('security_events')
    .select(sql<string | null>`detail->>'reason'`.as('reason'))
    .where('user_id', '=', userId)
    .where('type', '=', 'account_disabled')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.reason ?? null;
}
