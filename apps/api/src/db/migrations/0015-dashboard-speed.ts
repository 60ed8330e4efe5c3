import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The market dashboard at 100,000 jobs (`pnpm bench:dashboard`, docs/market.md "Figures").
 *
 * The KPIs' provider answers: each job's request and answer events, in order, read from the
 * index alone per job (a partial index: only the events the median looks at, a fraction of
 * the job_events table), instead of scanning every event of every market.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index job_events_answer_timing_idx on job_events (job_id, at, id) include (to_status)
       where to_status = 'requested' or (actor_role = 'provider' and from_status = 'requested' and to_status in ('confirmed', 'unassigned'))`,
  ]);
}
