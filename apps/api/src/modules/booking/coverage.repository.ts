import { type Kysely, sql } from 'kysely';
import type { Database, MarketRow } from '../../db/schema';

/** Markets whose postal codes include any of the candidates (uses the GIN index). */
export async function findMarketsServing(db: Kysely<Database>, candidates: string[]): Promise<MarketRow[]> {
  return db
    .selectFrom('markets')
    .selectAll()
    .where(sql<boolean>`postal_codes && ${sql.val(candidates)}::text[]`)
    .orderBy('id')
    .execute();
}
