import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, ServicesTable } from '../../db/schema';

export async function listServicePage(db: Kysely<Database>, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db.selectFrom('services').selectAll().orderBy('name').orderBy('id').offset(offset).limit(limit).execute(),
    db.selectFrom('services').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.count };
}

export async function findService(db: Kysely<Database>, serviceId: string) {
  return db.selectFrom('services').selectAll().where('id', '=', serviceId).executeTakeFirst();
}

/** Each listed service's price and on/off in every market that has one, by market name. */
export async function listMarketPrices(db: Kysely<Database>, serviceIds: string[]) {
  if (serviceIds.length === 0) return [];
  return db
    .selectFrom('market_services')
    .innerJoin('markets', 'markets.id', 'market_services.market_id')
    .select(['market_services.service_id', 'market_services.market_id', 'markets.name as market_name', 'markets.currency', 'market_services.price_minor', 'market_services.active'])
    .where('market_services.service_id', 'in', serviceIds)
    .orderBy('markets.name')
    .execute();
}

/** False when the id is taken. */
export async function insertService(db: Kysely<Database>, service: Insertable<ServicesTable>): Promise<boolean> {
  return (await db.insertInto('services').values(service).onConflict((conflict) => conflict.column('id').doNothing()).returning('id').executeTakeFirst()) !== undefined;
}

export async function updateService(db: Kysely<Database>, serviceId: string, details: Omit<ServicesTable, 'id'>): Promise<void> {
  await db.updateTable('services').set(details).where('id', '=', serviceId).execute();
}

/** The listed services' texts in other languages than English (migration 0031). */
export async function listServiceTranslations(db: Kysely<Database>, serviceIds: string[]) {
  if (serviceIds.length === 0) return [];
  return db.selectFrom('service_translations').select(['service_id', 'language', 'name', 'description']).where('service_id', 'in', serviceIds).orderBy('language').execute();
}

/** The service's texts in other languages become exactly these (a language not given has none). */
export async function replaceServiceTranslations(db: Kysely<Database>, serviceId: string, translations: Array<{ language: 'de'; name: string; description: string }>): Promise<void> {
  await db.deleteFrom('service_translations').where('service_id', '=', serviceId).execute();
  if (translations.length) await db.insertInto('service_translations').values(translations.map((text) => ({ service_id: serviceId, ...text }))).execute();
}

/** The price row as it was (undefined: none), locked until the transaction ends. */
export async function lockMarketPrice(db: Kysely<Database>, serviceId: string, marketId: string) {
  return db.selectFrom('market_services').selectAll().where('service_id', '=', serviceId).where('market_id', '=', marketId).forUpdate().executeTakeFirst();
}

export async function upsertMarketPrice(db: Kysely<Database>, row: { service_id: string; market_id: string; price_minor: number; active: boolean }): Promise<void> {
  await db
    .insertInto('market_services')
    .values(row)
    .onConflict((conflict) => conflict.columns(['market_id', 'service_id']).doUpdateSet({ price_minor: row.price_minor, active: row.active }))
    .execute();
}
