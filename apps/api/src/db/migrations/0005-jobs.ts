import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Statuses that hold a provider's time: the exclusion constraint and the slot engine use these. */
const BLOCKING_STATUSES_SQL = `('held', 'requested', 'confirmed', 'in_progress')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table provider_time_off (
      id bigint generated always as identity primary key,
      provider_id uuid not null references providers (id) on delete cascade,
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      reason text
    )`,
    `create index provider_time_off_provider_idx on provider_time_off (provider_id, starts_at)`,
    // A hold is a row here too (status 'held'), so ONE table carries the no-double-booking
    // constraint. A hold that ended without a booking becomes 'lapsed' (expired and given up
    // for someone else's claim) or 'released'; neither blocks, and neither is shown as a job.
    `create table jobs (
      id uuid primary key default gen_random_uuid(),
      market_id text not null references markets (id),
      customer_id uuid not null references users (id) on delete cascade,
      provider_id uuid references providers (id),
      status text not null check (status in ('held', 'lapsed', 'released', 'requested', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'unassigned')),
      start_at timestamptz not null,
      end_at timestamptz not null,
      blocked tstzrange not null,
      hold_expires_at timestamptz,
      address_line1 text,
      address_line2 text,
      address_city text,
      address_postal_code text,
      description_html text,
      access_notes text,
      size text check (size in ('small', 'medium', 'large')),
      contact_name text,
      contact_email text,
      contact_phone text,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      subtotal_minor integer not null check (subtotal_minor >= 0),
      service_fee_minor integer not null check (service_fee_minor >= 0),
      tax_minor integer not null check (tax_minor >= 0),
      total_minor integer not null check (total_minor = subtotal_minor + service_fee_minor + tax_minor),
      free_cancellation_hours integer not null check (free_cancellation_hours >= 0),
      cancellation_fee_bps integer not null check (cancellation_fee_bps between 0 and 10000),
      cancellation_fee_minor integer check (cancellation_fee_minor >= 0),
      idempotency_key uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (end_at > start_at),
      check (lower(blocked) = start_at and upper(blocked) >= end_at and lower_inc(blocked) and not upper_inc(blocked)),
      check (status not in ('held', 'lapsed') or hold_expires_at is not null),
      check (provider_id is not null or status in ('unassigned', 'cancelled')),
      check (status in ('held', 'lapsed', 'released') or (
        address_line1 is not null and address_city is not null and address_postal_code is not null and description_html is not null
        and size is not null and contact_name is not null and contact_email is not null and contact_phone is not null
      )),
      constraint jobs_no_double_booking exclude using gist (provider_id with =, blocked with &&) where (status in ${BLOCKING_STATUSES_SQL})
    )`,
    // Idempotent placing: one job per customer and key, whatever the concurrency.
    `create unique index jobs_idempotency_key on jobs (customer_id, idempotency_key)`,
    `create index jobs_customer_start_idx on jobs (customer_id, start_at)`,
    `create index jobs_market_start_idx on jobs (market_id, start_at)`,
    `create index jobs_provider_start_idx on jobs (provider_id, start_at)`,
    `create table job_services (
      job_id uuid not null references jobs (id) on delete cascade,
      position smallint not null,
      service_id text not null references services (id),
      name text not null,
      unit text not null check (unit in ('job', 'hour')),
      quantity integer not null check (quantity > 0),
      unit_price_minor integer not null check (unit_price_minor >= 0),
      amount_minor integer not null check (amount_minor = unit_price_minor * quantity),
      primary key (job_id, service_id)
    )`,
    `create table job_events (
      id bigint generated always as identity primary key,
      job_id uuid not null references jobs (id) on delete cascade,
      at timestamptz not null default now(),
      actor_user_id uuid references users (id) on delete set null,
      actor_role text not null check (actor_role in ('customer', 'provider', 'manager', 'admin', 'system')),
      from_status text,
      to_status text not null,
      reason text
    )`,
    `create index job_events_job_idx on job_events (job_id, at)`,
    `create table reviews (
      job_id uuid primary key references jobs (id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      comment text,
      created_at timestamptz not null default now()
    )`,
    `create table unmet_demand (
      id bigint generated always as identity primary key,
      market_id text not null references markets (id) on delete cascade,
      postal_code text,
      services jsonb not null,
      searched_at timestamptz not null default now()
    )`,
    `create index unmet_demand_market_idx on unmet_demand (market_id, searched_at)`,
  ]);
}
