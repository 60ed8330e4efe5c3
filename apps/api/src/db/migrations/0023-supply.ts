import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Supply and operations (docs/supply.md): people apply to become providers, a market's managers
 * vet them and run their roster, admins can disable an account.
 *
 * A provider is offered (slot search, assignment, new requests) in a market only while they are
 * offerable there: not suspended in that market, not paused by themselves, and their account
 * neither disabled nor deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // A disabled account cannot log in, its sessions are ended, its provider profile is hidden.
    `alter table users add column disabled_at timestamptz`,

    // Paused by the provider themselves: no new requests anywhere until they resume.
    `alter table providers add column paused_at timestamptz`,
    // Suspended by a market (its managers or an admin), with the reason: that market offers them nowhere.
    `alter table provider_markets add column suspended_at timestamptz`,
    `alter table provider_markets add column suspension_reason text check (length(suspension_reason) <= 500)`,

    // One row per pause, resume, suspension and reinstatement: who, when, why.
    `create table provider_status_changes (
      id bigint generated always as identity primary key,
      provider_id uuid not null references providers (id) on delete cascade,
      -- null: the provider's own pause or resume (every market).
      market_id text references markets (id) on delete cascade,
      at timestamptz not null default now(),
      actor_user_id uuid references users (id) on delete set null,
      actor_role text not null check (actor_role in ('provider', 'manager', 'admin')),
      action text not null check (action in ('paused', 'resumed', 'suspended', 'reinstated')),
      reason text check (length(reason) <= 500)
    )`,
    `create index provider_status_changes_provider_idx on provider_status_changes (provider_id, at)`,

    // An application to become a provider in one market (a provider who wants another market
    // applies again there). Steps are saved as the applicant goes (a draft).
    `create table provider_applications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      market_id text references markets (id),
      status text not null default 'draft'
        check (status in ('draft', 'submitted', 'changes_requested', 'approved', 'rejected')),
      service_ids text[] not null default '{}' check (cardinality(service_ids) <= 50),
      display_name text check (length(display_name) <= 100),
      experience_years integer check (experience_years between 0 and 80),
      about_html text not null default '' check (length(about_html) <= 20000),
      picture_path text check (length(picture_path) <= 500),
      -- The identity check's answer (the verification provider's reference, never the document).
      identity_status text check (identity_status in ('clear', 'needs_review', 'failed')),
      identity_reference text check (length(identity_reference) <= 200),
      identity_checked_at timestamptz,
      -- The payout account as the gateway tokenised it, and its last four digits only.
      payout_account_reference text check (length(payout_account_reference) <= 200),
      payout_account_last4 text check (payout_account_last4 ~ '^[0-9]{4}$'),
      terms_version text check (length(terms_version) <= 50),
      terms_accepted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      submitted_at timestamptz,
      decided_at timestamptz,
      -- The last decision's reason (rejection, changes asked for); the history is in the events.
      decision_reason text check (length(decision_reason) <= 2000),
      -- Set on approval.
      provider_id uuid references providers (id) on delete set null
    )`,
    // One open application per person at a time.
    `create unique index provider_applications_open_key on provider_applications (user_id)
      where status in ('draft', 'submitted', 'changes_requested')`,
    `create index provider_applications_queue_idx on provider_applications (market_id, status, submitted_at)`,

    // Every step of an application: who, when, why (shown on the application).
    `create table provider_application_events (
      id bigint generated always as identity primary key,
      application_id uuid not null references provider_applications (id) on delete cascade,
      at timestamptz not null default now(),
      actor_user_id uuid references users (id) on delete set null,
      actor_role text not null check (actor_role in ('applicant', 'manager', 'admin', 'system')),
      action text not null check (action in ('submitted', 'changes_requested', 'approved', 'rejected', 'identity_checked')),
      reason text check (length(reason) <= 2000)
    )`,
    `create index provider_application_events_application_idx on provider_application_events (application_id, at)`,
  ]);
}
