import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A search that found no time: the market sees where capacity is missing. */
export async function recordUnmetDemand(
  db: Kysely<Database>,
  search: { marketId: string; postalCode: string | null; services: Array<{ serviceId: string; quantity: number }>; at: Date },
): Promise<void> {
  await db
    .insertInto('unmet_demand')
    .values({ market_id: search.marketId, postal_code: search.postalCode, services: sql<string>`${JSON.stringify(search.services)}::jsonb`, searched_at: search.at })
    .execute();
}
