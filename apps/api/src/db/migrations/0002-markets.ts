import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const bps = (column: string) => `${column} integer not null check (${column} between 0 and 10000)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table markets (
      id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text not null,
      time_zone text not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      status text not null check (status in ('live', 'coming_soon')),
      service_area text not null,
      postal_codes text[] not null default '{}',
      min_notice_minutes integer not null check (min_notice_minutes >= 0),
      booking_horizon_days integer not null check (booking_horizon_days between 1 and 365),
      slot_step_minutes integer not null check (slot_step_minutes > 0),
      travel_buffer_minutes integer not null check (travel_buffer_minutes >= 0),
      hold_minutes integer not null check (hold_minutes > 0),
      free_cancellation_hours integer not null check (free_cancellation_hours >= 0),
      ${bps('cancellation_fee_bps')},
      ${bps('service_fee_bps')},
      ${bps('tax_bps')},
      ${bps('commission_bps')},
      created_at timestamptz not null default now()
    )`,
    `create index markets_postal_codes_idx on markets using gin (postal_codes)`,
    `create table market_managers (
      user_id uuid not null references users (id) on delete cascade,
      market_id text not null references markets (id) on delete cascade,
      primary key (user_id, market_id)
    )`,
    `create table services (
      id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text not null,
      description text not null,
      unit text not null check (unit in ('job', 'hour')),
      default_duration_minutes integer not null check (default_duration_minutes > 0)
    )`,
    `create table market_services (
      market_id text not null references markets (id) on delete cascade,
      service_id text not null references services (id),
      price_minor integer not null check (price_minor >= 0),
      active boolean not null default true,
      primary key (market_id, service_id)
    )`,
  ]);
}
