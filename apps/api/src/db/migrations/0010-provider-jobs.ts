import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // docs/product.md §5: how long a provider has to answer a request (a market setting).
    `alter table markets add column response_window_minutes integer not null default 120
      check (response_window_minutes between 1 and 2880)`,

    // When a requested job stops waiting for its provider: min(placed + window, start − notice).
    `alter table jobs add column respond_by timestamptz`,
    `update jobs set respond_by = least(
        jobs.created_at + make_interval(mins => markets.response_window_minutes),
        jobs.start_at - make_interval(mins => markets.min_notice_minutes))
      from markets where markets.id = jobs.market_id and jobs.status = 'requested'`,
    `create index jobs_requested_respond_by_idx on jobs (respond_by) where status = 'requested'`,
    `create index jobs_provider_status_start_idx on jobs (provider_id, status, start_at)`,

    // The provider's private notes on a job: never shown to the customer.
    `create table job_notes (
      id integer generated always as identity primary key,
      job_id uuid not null references jobs (id) on delete cascade,
      author_user_id uuid references users (id) on delete set null,
      body text not null check (char_length(body) between 1 and 2000),
      created_at timestamptz not null default now()
    )`,
    `create index job_notes_job_idx on job_notes (job_id, created_at)`,
  ]);
}
