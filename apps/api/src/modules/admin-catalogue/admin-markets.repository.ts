import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, MarketRow, MarketsTable } from '../../db/schema';
import { offerableIn } from '../providers';

/** A page of markets by name, with how many there are. */
export async function listMarketPage(db: Kysely<Database>, offset: number, limit: number): Promise<{ rows: MarketRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.selectFrom('markets').selectAll().orderBy('name').orderBy('id').offset(offset).limit(limit).execute(),
    db.selectFrom('markets').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.count };
}

/** False when the id is taken (nothing written). */
export async function insertMarket(db: Kysely<Database>, market: Insertable<MarketsTable>): Promise<boolean> {
  const row = await db.insertInto('markets').values(market).onConflict((conflict) => conflict.column('id').doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function updateMarketIdentity(db: Kysely<Database>, marketId: string, identity: Pick<MarketRow, 'name' | 'time_zone' | 'service_area' | 'language'>): Promise<void> {
  await db.updateTable('markets').set(identity).where('id', '=', marketId).execute();
}

export async function setMarketStatus(db: Kysely<Database>, marketId: string, status: MarketRow['status']): Promise<void> {
  await db.updateTable('markets').set({ status }).where('id', '=', marketId).execute();
}

/**
 * Providers who may be offered in the market now (the one rule: offerableIn) and can be booked:
 * a profile goes live once weekly hours are set (docs/supply.md), and a market whose only
 * provider has none would open with no time to book.
 */
export async function countOfferableProviders(db: Kysely<Database>, marketId: string): Promise<number> {
  const row = await db
    .selectFrom('provider_markets')
    .select(sql<number>`count(distinct provider_markets.provider_id)::int`.as('count'))
    .where('provider_markets.market_id', '=', marketId)
    .where(offerableIn('provider_markets.provider_id', marketId))
    .where(({ exists, selectFrom }) => exists(selectFrom('provider_availability').select('provider_availability.id').whereRef('provider_availability.provider_id', '=', 'provider_markets.provider_id')))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Services on offer there at a price above zero. */
export async function countPricedServices(db: Kysely<Database>, marketId: string): Promise<number> {
  const row = await db
    .selectFrom('market_services')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('market_id', '=', marketId)
    .where('active', '=', true)
    .where('price_minor', '>', 0)
    .executeTakeFirstOrThrow();
  return row.count;
}
