import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}
