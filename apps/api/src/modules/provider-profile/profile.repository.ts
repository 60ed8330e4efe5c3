import { type Kysely, sql } from 'kysely';
import type { LanguageCode } from '@marketplace/contracts';
import type { Database } from '../../db/schema';
import { serviceNameIn } from '../../db/service-texts';

export async function listOfferedServiceIds(db: Kysely<Database>, providerId: string): Promise<string[]> {
  const rows = await db.selectFrom('provider_services').select('service_id').where('provider_id', '=', providerId).orderBy('service_id').execute();
  return rows.map((row) => row.service_id);
}

/** The provider's markets with their zones, by name (the first one's zone is the provider's). */
export async function listProviderMarketZones(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['markets.id', 'markets.name', 'markets.time_zone'])
    .where('provider_markets.provider_id', '=', providerId)
    .orderBy('markets.name')
    .execute();
}

/**
 * Markets in the given statuses and the services active in each: what a provider may choose (live
 * markets) and what a person may apply to (coming soon too). The services named in `language`.
 */
export async function listMarketsWithServices(db: Kysely<Database>, statuses: ReadonlyArray<'live' | 'coming_soon'>, language: LanguageCode) {
  const [markets, services] = await Promise.all([
    db.selectFrom('markets').select(['id', 'name', 'time_zone', 'currency', 'status']).where('status', 'in', statuses).orderBy('name').execute(),
    db
      .selectFrom('market_services')
      .innerJoin('services', 'services.id', 'market_services.service_id')
      .innerJoin('markets', 'markets.id', 'market_services.market_id')
      .select(['market_services.market_id', 'services.id', serviceNameIn(language).as('name')])
      .where('market_services.active', '=', true)
      .where('markets.status', 'in', statuses)
      .orderBy('name')
      .orderBy('services.id')
      .execute(),
  ]);
  return markets.map((market) => ({
    id: market.id,
    name: market.name,
    timeZone: market.time_zone,
    currency: market.currency,
    status: market.status,
    services: services.filter((service) => service.market_id === market.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Live markets and the services active in each: what a provider may choose. */
export async function listMarketChoices(db: Kysely<Database>, language: LanguageCode) {
  return (await listMarketsWithServices(db, ['live'], language)).map(({ id, name, timeZone, services }) => ({ id, name, timeZone, services }));
}

/** Name, bio, services and markets in one transaction: readers see the old profile or the new one. */
export async function replaceProfileDetails(
  db: Kysely<Database>,
  providerId: string,
  details: { displayName: string; bioHtml: string; serviceIds: string[]; marketIds: string[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('providers').set({ display_name: details.displayName, bio_html: details.bioHtml }).where('id', '=', providerId).execute();
    await trx.deleteFrom('provider_services').where('provider_id', '=', providerId).execute();
    await trx.insertInto('provider_services').values(details.serviceIds.map((service_id) => ({ provider_id: providerId, service_id }))).execute();
    await trx.deleteFrom('provider_markets').where('provider_id', '=', providerId).execute();
    await trx.insertInto('provider_markets').values(details.marketIds.map((market_id) => ({ provider_id: providerId, market_id }))).execute();
  });
}

/** Points the provider at a new picture (or none); answers the key it replaced. */
export async function swapPicturePath(db: Kysely<Database>, providerId: string, key: string | null): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('providers').select('picture_path').where('id', '=', providerId).forUpdate().executeTakeFirstOrThrow();
    await trx.updateTable('providers').set({ picture_path: key }).where('id', '=', providerId).execute();
    return row.picture_path;
  });
}

/** Shown by a provider, waiting in an application, a job's, a message's or a problem report's photo (identical uploads share files). */
export async function isPictureInUse(db: Kysely<Database>, key: string): Promise<boolean> {
  const [providers, applications, messagePhotos, jobPhotos, problemPhotos] = await Promise.all([
    db.selectFrom('providers').select(sql<number>`count(*)::int`.as('count')).where('picture_path', '=', key).executeTakeFirstOrThrow(),
    db.selectFrom('provider_applications').select(sql<number>`count(*)::int`.as('count')).where('picture_path', '=', key).executeTakeFirstOrThrow(),
    // A photo sent in a job's conversation (docs/conversations.md) or a job photo (docs/job-photos.md) may be the same file.
    db.selectFrom('job_message_photos').select(sql<number>`count(*)::int`.as('count')).where('picture_key', '=', key).executeTakeFirstOrThrow(),
    db.selectFrom('job_photos').select(sql<number>`count(*)::int`.as('count')).where('picture_key', '=', key).executeTakeFirstOrThrow(),
    // Or a photo of a problem report (docs/problems.md).
    db.selectFrom('problem_photos').select(sql<number>`count(*)::int`.as('count')).where('picture_key', '=', key).executeTakeFirstOrThrow(),
  ]);
  return providers.count + applications.count + messagePhotos.count + jobPhotos.count + problemPhotos.count > 0;
}
