import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findMarketStanding } from './providers.repository';

/**
 * The name of the market when it has suspended the provider, else null. A suspended provider
 * cannot accept its work (docs/market-providers.md), neither themselves nor through the job
 * desk. A paused provider may: the pause stops new requests, not answers to requests already sent.
 */
export async function suspendedMarketName(db: Kysely<Database>, providerId: string, marketId: string): Promise<string | null> {
  const row = await findMarketStanding(db, providerId, marketId);
  return row?.suspended_at ? row.name : null;
}
