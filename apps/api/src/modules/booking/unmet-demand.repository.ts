import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface UnmetSearch {
  marketId: string;
  postalCode: string | null;
  services: Array<{ serviceId: string; quantity: number }>;
  /** The market's calendar day (YYYY-MM-DD) of the search. */
  day: string;
  /** The market's hour (0–23) of the search, on that day. */
  hour: number;
  at: Date;
}

/**
 * A search that found no time: the market sees where capacity is missing. The same search on
 * the same day and hour is one row counting its repeats (`unmet_demand_one_per_hour`), so asking again
 * and again cannot fill the table.
 */
export async function recordUnmetDemand(db: Kysely<Database>, search: UnmetSearch): Promise<void> {
  const services = [...search.services].sort((a, b) => a.serviceId.localeCompare(b.serviceId)).map(({ serviceId, quantity }) => ({ serviceId, quantity }));
  await db
    .insertInto('unmet_demand')
    .values({
      market_id: search.marketId,
      postal_code: search.postalCode,
      services: sql<string>`${JSON.stringify(services)}::jsonb`,
      searched_on: search.day,
      searched_hour: search.hour,
      searched_at: search.at,
      last_searched_at: search.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['market_id', 'searched_on', 'searched_hour', 'postal_code', 'services']).doUpdateSet({
        searches: sql<number>`unmet_demand.searches + 1`,
        last_searched_at: sql<Date>`greatest(unmet_demand.last_searched_at, excluded.last_searched_at)`,
      }),
    )
    .execute();
}
