import type { LanguageCode } from '@marketplace/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Database, ProviderApplicationEventsTable, ProviderApplicationRow, ProviderApplicationsTable } from '../../db/schema';
import { listMarketsWithServices } from '../provider-profile';

/** The person's latest application (the open one, else the last decided). */
export async function findLatestApplication(db: Kysely<Database>, userId: string): Promise<ProviderApplicationRow | undefined> {
  return db.selectFrom('provider_applications').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

export async function findApplication(db: Kysely<Database>, applicationId: string): Promise<ProviderApplicationRow | undefined> {
  return db.selectFrom('provider_applications').selectAll().where('id', '=', applicationId).executeTakeFirst();
}

/** Locked for the rest of the transaction: two saves of one application run one after the other. */
export async function lockApplication(db: Kysely<Database>, applicationId: string): Promise<ProviderApplicationRow | undefined> {
  return db.selectFrom('provider_applications').selectAll().where('id', '=', applicationId).forUpdate().executeTakeFirst();
}

export async function insertApplication(db: Kysely<Database>, values: { userId: string; marketId: string | null; now: Date }): Promise<ProviderApplicationRow> {
  return db
    .insertInto('provider_applications')
    .values({ user_id: values.userId, market_id: values.marketId, created_at: values.now, updated_at: values.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateApplication(db: Kysely<Database>, applicationId: string, changes: Updateable<ProviderApplicationsTable>): Promise<void> {
  await db.updateTable('provider_applications').set(changes).where('id', '=', applicationId).execute();
}

export async function insertApplicationEvent(db: Kysely<Database>, event: Omit<ProviderApplicationEventsTable, 'id' | 'at'> & { at: Date }): Promise<void> {
  await db.insertInto('provider_application_events').values(event).execute();
}

/** Oldest first, at most `limit` (the newest are kept when there are more). */
export async function listApplicationEvents(db: Kysely<Database>, applicationId: string, limit: number) {
  const rows = await db
    .selectFrom('provider_application_events')
    .select(['at', 'actor_role', 'action', 'reason'])
    .where('application_id', '=', applicationId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function isProviderInMarket(db: Kysely<Database>, userId: string, marketId: string): Promise<boolean> {
  const row = await db
    .selectFrom('providers')
    .innerJoin('provider_markets', 'provider_markets.provider_id', 'providers.id')
    .select('providers.id')
    .where('providers.user_id', '=', userId)
    .where('provider_markets.market_id', '=', marketId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findApplicant(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'phone_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Markets people may apply to (live and coming soon), each with the services active there, named in `language` (English for checks). */
export const listApplicationMarkets = (db: Kysely<Database>, language: LanguageCode = 'en') => listMarketsWithServices(db, ['live', 'coming_soon'], language);

export async function recordProviderTermsConsent(db: Kysely<Database>, userId: string, version: string, at: Date): Promise<void> {
  await db
    .insertInto('consents')
    .values({ user_id: userId, kind: 'provider_terms', version, accepted_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'version']).doNothing())
    .execute();
}
