import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // What a timeline event changed besides the status, before → after (the provider, the
    // time, a cancellation's fee decision): written by every path that changes them. Older
    // events have none.
    `alter table job_events add column changes jsonb`,
  ]);
}
