import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Moves a fixture job's step to `completed` to its end (the fixtures record steps at booking): the problem window counts from it. */
export async function completeAtEnd(db: Kysely<Database>, jobId: string): Promise<void> {
  await db
    .updateTable('job_events')
    .set({ at: sql`(select end_at from jobs where id = ${jobId})` })
    .where('job_id', '=', jobId)
    .where('to_status', '=', 'completed')
    .execute();
}
