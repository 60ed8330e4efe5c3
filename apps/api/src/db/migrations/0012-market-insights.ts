import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Unmet demand keeps the market-zone hour of the searches too (0–23), so the dashboard can
    // show weekday × hour. Rows from before this migration only know their day: their hour is
    // null ("hour unknown", docs/market.md).
    `alter table unmet_demand add column searched_hour smallint check (searched_hour between 0 and 23)`,
    `drop index unmet_demand_one_per_day`,
    `create unique index unmet_demand_one_per_hour on unmet_demand (market_id, searched_on, searched_hour, postal_code, services) nulls not distinct`,

    // The KPIs read jobs by when they were booked and by start through 0011's indexes
    // (jobs_market_created_idx, jobs_market_start_id_idx). Their other lookups: the provider's answer to a request (job_events by job, status)
    // and the reviews of a period.
    `create index if not exists job_events_job_to_status_idx on job_events (job_id, to_status, at)`,
    `create index if not exists reviews_created_idx on reviews (created_at)`,
    // Waitlist sign-ups by postal code (a market's neighbours, see docs/market.md).
    `create index if not exists waitlist_entries_postal_created_idx on waitlist_entries (postal_code, created_at)`,
  ]);
}
