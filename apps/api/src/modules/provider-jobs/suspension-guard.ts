import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * A provider suspended in a market cannot accept its work (docs/market-providers.md): 403 with
 * the reason in words. A paused provider may: the pause stops new requests, not answers to
 * requests already sent.
 */
export async function refuseIfSuspended(db: Kysely<Database>, providerId: string, marketId: string): Promise<void> {
  const row = await db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['markets.name', 'provider_markets.suspended_at'])
    .where('provider_markets.provider_id', '=', providerId)
    .where('provider_markets.market_id', '=', marketId)
    .executeTakeFirst();
  if (row?.suspended_at) throw AppError.forbidden(`You are suspended in ${row.name}: you cannot accept its work. The market will give this job to someone else.`);
}
