import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Recurring plans (docs/repeat-business.md): a customer's standing booking, every 1, 2 or 4
 * weeks, at one local time in the market's zone. A plan keeps what each of its visits is made
 * of (services, address, job info, contact, provider, price, policy, the card) as it was when
 * the plan was made: a settings change applies to new plans only. Its visits are ordinary
 * jobs, each naming its plan and its occurrence (the local date it stands for): the unique
 * index makes one job per occurrence, so generators racing create each visit once. A visit
 * cancelled by a change or a pause lets go of its occurrence (null) to be made again under the
 * new terms; a skipped one keeps it, so it is never made again. Local dates are text
 * (YYYY-MM-DD): both database drivers read them alike.
 *
 * `jobs.discount_minor` is the plan's discount on the lines' sum (`subtotal_minor` is after it).
 * `markets.plan_discount_bps` is the market's discount for plans (New York 10 %).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table markets add column plan_discount_bps integer not null default 0 check (plan_discount_bps between 0 and 5000)`,
    `update markets set plan_discount_bps = 1000 where id = 'nyc'`,
    `create table plans (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references users (id) on delete cascade,
      market_id text not null references markets (id),
      provider_id uuid references providers (id) on delete set null,
      status text not null default 'active' check (status in ('active', 'paused', 'ended')),
      every_weeks integer not null check (every_weeks in (1, 2, 4)),
      anchor_date text not null check (anchor_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      weekday integer not null check (weekday between 1 and 7),
      local_time text not null check (local_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      duration_minutes integer not null check (duration_minutes > 0),
      services jsonb not null,
      address_line1 text not null,
      address_line2 text,
      address_city text not null,
      address_postal_code text not null,
      description_html text not null,
      access_notes text,
      size text not null check (size in ('small', 'medium', 'large')),
      contact_name text not null,
      contact_email text not null,
      contact_phone text not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      discount_bps integer not null check (discount_bps between 0 and 10000),
      discount_minor integer not null check (discount_minor >= 0),
      subtotal_minor integer not null check (subtotal_minor >= 0),
      service_fee_minor integer not null check (service_fee_minor >= 0),
      tax_minor integer not null check (tax_minor >= 0),
      total_minor integer not null check (total_minor = subtotal_minor + service_fee_minor + tax_minor),
      commission_bps integer not null check (commission_bps between 0 and 10000),
      free_cancellation_hours integer not null check (free_cancellation_hours >= 0),
      cancellation_fee_bps integer not null check (cancellation_fee_bps between 0 and 10000),
      payment_method_id text not null,
      card_brand text,
      card_last4 text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      paused_at timestamptz,
      ended_at timestamptz,
      check (extract(isodow from anchor_date::date) = weekday),
      check ((status = 'paused') = (paused_at is not null)),
      check ((status = 'ended') = (ended_at is not null))
    )`,
    `create index plans_by_customer on plans (customer_id, status)`,
    `create index plans_by_market on plans (market_id, created_at desc, id desc)`,
    `create index plans_active on plans (status) where status = 'active'`,
    `alter table jobs add column plan_id uuid references plans (id) on delete set null`,
    `alter table jobs add column plan_occurrence text check (plan_occurrence ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`,
    `alter table jobs add column discount_minor integer not null default 0 check (discount_minor >= 0)`,
    `alter table jobs add constraint jobs_plan_occurrence_needs_plan check (plan_occurrence is null or plan_id is not null)`,
    `create unique index jobs_one_per_plan_occurrence on jobs (plan_id, plan_occurrence)`,
    `create index jobs_by_plan on jobs (plan_id, start_at) where plan_id is not null`,
  ]);
}
