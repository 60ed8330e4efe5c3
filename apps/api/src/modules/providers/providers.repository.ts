import type { Kysely } from 'kysely';
import type { LanguageCode } from '@marketplace/contracts';
import type { Database } from '../../db/schema';
import { serviceNameIn } from '../../db/service-texts';
import { offerableIn } from './offerable.repository';

const cardColumns = ['providers.id', 'providers.display_name', 'providers.bio_html', 'providers.picture_path', 'providers.rating_sum', 'providers.rating_count'] as const;

export async function listProviderRowsInMarket(db: Kysely<Database>, marketId: string) {
  return db
    .selectFrom('providers')
    .innerJoin('provider_markets', 'provider_markets.provider_id', 'providers.id')
    .select(cardColumns)
    .where('provider_markets.market_id', '=', marketId)
    // The market's page lists whom it offers (docs/supply.md#who-is-offered): not a provider it
    // suspended, one who paused, or one whose account is disabled or deleted.
    .where(offerableIn('providers.id', marketId))
    .execute();
}

/** Each provider's services that are offered (active) in the market. */
export async function listServiceIdsInMarket(db: Kysely<Database>, marketId: string, providerIds: string[]) {
  if (providerIds.length === 0) return [];
  return db
    .selectFrom('provider_services')
    .innerJoin('market_services', 'market_services.service_id', 'provider_services.service_id')
    .select(['provider_services.provider_id', 'provider_services.service_id'])
    .where('market_services.market_id', '=', marketId)
    .where('market_services.active', '=', true)
    .where('provider_services.provider_id', 'in', providerIds)
    .orderBy('provider_services.service_id')
    .execute();
}

export async function findProviderRow(db: Kysely<Database>, providerId: string) {
  return db.selectFrom('providers').select([...cardColumns, 'providers.created_at']).where('providers.id', '=', providerId).executeTakeFirst();
}

/**
 * The provider's account was deleted (docs/account-page.md) or disabled by an admin
 * (docs/market-providers.md): their profile is gone from the site.
 */
export async function providerAccountDeleted(db: Kysely<Database>, providerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('providers')
    .innerJoin('users', 'users.id', 'providers.user_id')
    .select(['users.deleted_at', 'users.disabled_at'])
    .where('providers.id', '=', providerId)
    .executeTakeFirst();
  return Boolean(row?.deleted_at ?? row?.disabled_at);
}

/** The services a provider offers, by name, named in `language`. */
export async function listProviderServices(db: Kysely<Database>, providerId: string, language: LanguageCode) {
  return db
    .selectFrom('provider_services')
    .innerJoin('services', 'services.id', 'provider_services.service_id')
    .select(['services.id', serviceNameIn(language).as('name')])
    .where('provider_services.provider_id', '=', providerId)
    .orderBy('name')
    .orderBy('services.id')
    .execute();
}

export async function listProviderMarkets(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['markets.id', 'markets.name'])
    .where('provider_markets.provider_id', '=', providerId)
    .orderBy('markets.name')
    .execute();
}

export async function listAvailabilityRows(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('provider_availability')
    .select(['weekday', 'start_minute', 'end_minute'])
    .where('provider_id', '=', providerId)
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
}

/** Replaces the whole week in one transaction: readers see the old or the new hours, never half. */
export async function replaceAvailabilityRows(
  db: Kysely<Database>,
  providerId: string,
  rows: Array<{ weekday: number; start_minute: number; end_minute: number }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('provider_availability').where('provider_id', '=', providerId).execute();
    if (rows.length) await trx.insertInto('provider_availability').values(rows.map((row) => ({ ...row, provider_id: providerId }))).execute();
  });
}

/** A new review's stars join the provider's rating (kept as a sum and a count). */
export async function addToProviderRating(db: Kysely<Database>, providerId: string, rating: number): Promise<void> {
  await db
    .updateTable('providers')
    .set((eb) => ({ rating_sum: eb('rating_sum', '+', rating), rating_count: eb('rating_count', '+', 1) }))
    .where('id', '=', providerId)
    .execute();
}

/** The provider's standing in one market: the market's name and when it suspended them (null: it has not). */
export async function findMarketStanding(db: Kysely<Database>, providerId: string, marketId: string) {
  return db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['markets.name', 'provider_markets.suspended_at'])
    .where('provider_markets.provider_id', '=', providerId)
    .where('provider_markets.market_id', '=', marketId)
    .executeTakeFirst();
}
