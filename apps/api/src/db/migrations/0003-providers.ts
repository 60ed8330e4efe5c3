import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table providers (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users (id) on delete cascade,
      display_name text not null,
      bio_html text not null default '',
      picture_path text,
      rating_sum integer not null default 0 check (rating_sum >= 0),
      rating_count integer not null default 0 check (rating_count >= 0),
      created_at timestamptz not null default now()
    )`,
    `create table provider_markets (
      provider_id uuid not null references providers (id) on delete cascade,
      market_id text not null references markets (id) on delete cascade,
      primary key (provider_id, market_id)
    )`,
    `create index provider_markets_market_idx on provider_markets (market_id)`,
    `create table provider_services (
      provider_id uuid not null references providers (id) on delete cascade,
      service_id text not null references services (id),
      primary key (provider_id, service_id)
    )`,
    `create table provider_availability (
      id bigint generated always as identity primary key,
      provider_id uuid not null references providers (id) on delete cascade,
      weekday smallint not null check (weekday between 1 and 7),
      start_minute integer not null check (start_minute between 0 and 1439),
      end_minute integer not null check (end_minute > start_minute and end_minute <= 1440),
      exclude using gist (provider_id with =, weekday with =, int4range(start_minute, end_minute) with &&)
    )`,
  ]);
}
