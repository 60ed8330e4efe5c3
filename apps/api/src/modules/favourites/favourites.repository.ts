import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { offerableIn } from '../providers';

/** Providers whose account is neither deleted nor disabled: the ones a profile still shows. */
const listedProviders = (db: Kysely<Database>) =>
  db.selectFrom('providers').innerJoin('users', 'users.id', 'providers.user_id').where('users.deleted_at', 'is', null).where('users.disabled_at', 'is', null);

export async function isListedProvider(db: Kysely<Database>, providerId: string): Promise<boolean> {
  return Boolean(await listedProviders(db).select('providers.id').where('providers.id', '=', providerId).executeTakeFirst());
}

export async function providerExists(db: Kysely<Database>, providerId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('providers').select('id').where('id', '=', providerId).executeTakeFirst());
}

/**
 * Adds the favourite unless it is there, under a lock of the person's row, so two adds at once
 * cannot both pass the count. Answers false when the list is full (an existing one still counts as added).
 */
export async function insertFavourite(db: Kysely<Database>, favourite: { userId: string; providerId: string; at: Date }, max: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', favourite.userId).forNoKeyUpdate().execute();
    const kept = await trx.selectFrom('favourite_providers').select('provider_id').where('user_id', '=', favourite.userId).where('provider_id', '=', favourite.providerId).executeTakeFirst();
    if (kept) return true;
    const { count } = await trx.selectFrom('favourite_providers').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', favourite.userId).executeTakeFirstOrThrow();
    if (Number(count) >= max) return false;
    await trx.insertInto('favourite_providers').values({ user_id: favourite.userId, provider_id: favourite.providerId, created_at: favourite.at }).onConflict((conflict) => conflict.doNothing()).execute();
    return true;
  });
}

export async function deleteFavourite(db: Kysely<Database>, userId: string, providerId: string): Promise<void> {
  await db.deleteFrom('favourite_providers').where('user_id', '=', userId).where('provider_id', '=', providerId).execute();
}

/** The person's favourites still on the site, newest first. */
export async function listFavouriteRows(db: Kysely<Database>, userId: string, max: number) {
  return listedProviders(db)
    .innerJoin('favourite_providers', 'favourite_providers.provider_id', 'providers.id')
    .select(['providers.id', 'providers.display_name', 'providers.picture_path', 'providers.rating_sum', 'providers.rating_count'])
    .where('favourite_providers.user_id', '=', userId)
    .orderBy('favourite_providers.created_at', 'desc')
    .orderBy('providers.id')
    .limit(max)
    .execute();
}

/** The markets each provider can be booked in now (docs/supply.md#who-is-offered). */
export async function listOfferedMarkets(db: Kysely<Database>, providerIds: string[]) {
  if (providerIds.length === 0) return [];
  return db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['provider_markets.provider_id', 'markets.id', 'markets.name'])
    .where('provider_markets.provider_id', 'in', providerIds)
    .where(offerableIn('provider_markets.provider_id', sql.ref<string>('provider_markets.market_id')))
    .orderBy('markets.name')
    .execute();
}
