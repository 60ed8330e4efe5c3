import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The market dashboard's job lists (grid, export, calendar, unassigned queue) at 100,000 jobs a
 * market: each filter + sort the grid offers walks one index in order, the id as the tiebreak
 * (docs/market.md, "Jobs grid, export, unassigned queue, calendar"; `pnpm bench:dashboard`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index jobs_market_start_id_idx on jobs (market_id, start_at, id)`,
    `create index jobs_market_status_start_idx on jobs (market_id, status, start_at, id)`,
    `create index jobs_market_provider_start_idx on jobs (market_id, provider_id, start_at, id)`,
    `create index jobs_market_created_idx on jobs (market_id, created_at, id)`,
    // Superseded by (market_id, start_at, id).
    `drop index if exists jobs_market_start_idx`,
    `create index job_services_service_idx on job_services (service_id, job_id)`,
    `create index job_events_unassigned_idx on job_events (job_id, at) where to_status = 'unassigned'`,
  ]);
}
