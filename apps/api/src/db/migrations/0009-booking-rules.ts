import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // One live hold per customer. An expired hold stays 'held' until someone lapses it, and it
    // counts here too: holding a new time releases every 'held' row of the customer in the same
    // transaction, so the rule is simply "at most one 'held' row per customer".
    `update jobs set status = 'released', updated_at = now()
      where status = 'held' and exists (
        select 1 from jobs newer where newer.customer_id = jobs.customer_id and newer.status = 'held'
          and (newer.created_at, newer.id) > (jobs.created_at, jobs.id)
      )`,
    `create unique index jobs_one_hold_per_customer on jobs (customer_id) where status = 'held'`,

    // Unmet demand: one row per market, local day, postal code and selection, counting repeats.
    `alter table unmet_demand add column searched_on date`,
    `alter table unmet_demand add column searches integer not null default 1 check (searches > 0)`,
    `alter table unmet_demand add column last_searched_at timestamptz`,
    `update unmet_demand set
        searched_on = (searched_at at time zone (select time_zone from markets where markets.id = unmet_demand.market_id))::date,
        last_searched_at = searched_at,
        services = coalesce((select jsonb_agg(line order by line->>'serviceId') from jsonb_array_elements(services) line), '[]'::jsonb)`,
    `update unmet_demand set searches = grouped.searches, searched_at = grouped.first_at, last_searched_at = grouped.last_at
      from (
        select min(id) as keep, count(*)::int as searches, min(searched_at) as first_at, max(searched_at) as last_at
        from unmet_demand group by market_id, searched_on, postal_code, services
      ) grouped
      where unmet_demand.id = grouped.keep`,
    `delete from unmet_demand using unmet_demand kept
      where kept.market_id = unmet_demand.market_id and kept.searched_on = unmet_demand.searched_on
        and kept.postal_code is not distinct from unmet_demand.postal_code and kept.services = unmet_demand.services
        and kept.id < unmet_demand.id`,
    `alter table unmet_demand alter column searched_on set not null`,
    `alter table unmet_demand alter column last_searched_at set not null`,
    `create unique index unmet_demand_one_per_day on unmet_demand (market_id, searched_on, postal_code, services) nulls not distinct`,

    // The free-cancellation deadline lives on the job, so a reschedule inside the fee window
    // cannot reopen it (docs/booking.md). Existing jobs get start − the free hours.
    `alter table jobs add column free_cancellation_until timestamptz`,
    `update jobs set free_cancellation_until = start_at - make_interval(hours => free_cancellation_hours)`,
    `alter table jobs alter column free_cancellation_until set not null`,
    `alter table jobs add constraint jobs_free_cancellation_before_start check (free_cancellation_until <= start_at)`,
  ]);
}
