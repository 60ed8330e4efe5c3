import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The name of the market when it has suspended the provider, else null. A suspended provider
 * cannot accept its work (docs/market-providers.md), neither themselves nor through the job
 * desk. A paused provider may: the pause stops new requests, not answers to requests already sent.
 */
export async function suspendedMarketName(db: Kysely<Database>, providerId: string, marketId: string): Promise<string | null> {
  const row = await db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['markets.name', 'provider_markets.suspended_at'])
    .where('provider_markets.provider_id', '=', providerId)
    .where('provider_markets.market_id', '=', marketId)
    .executeTakeFirst();
  return row?.suspended_at ? row.name : null;
}
