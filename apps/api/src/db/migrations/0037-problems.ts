import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Problem reports (docs/problems.md): after a job is completed its customer may open a case,
 * within the market's `problem_window_hours` (72 by default). A case moves from `open` to
 * waiting for the provider or the customer, and ends `resolved` with an outcome (no refund, a
 * partial or a full refund through the refunds path). At most one unresolved case per job (the
 * partial unique index). Each step (opened, answered, asked, resolved) is a row of
 * `problem_steps`; the customer's photos are `problem_photos` (the pictures pipeline's bytes).
 *
 * The ledger gains the `provider_held` account (per provider, like provider_payable) and the
 * `hold` / `hold_release` transactions (docs/payments.md, "Held earnings"): while a case is
 * open the job's unpaid earnings sit in provider_held, where no payout looks.
 * `held_minor` is what the case moved there when it opened (0: nothing was left to hold).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table markets add column problem_window_hours integer not null default 72 check (problem_window_hours between 1 and 720)`,
    `alter table ledger_transactions drop constraint ledger_transactions_kind_check`,
    `alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (
      'authorisation', 'authorisation_release', 'capture', 'refund', 'payout', 'payout_paid', 'payout_failed', 'hold', 'hold_release'))`,
    `alter table ledger_entries drop constraint ledger_entries_account_check`,
    `alter table ledger_entries add constraint ledger_entries_account_check check (account in (
      'gateway_clearing', 'card_authorisations', 'authorisation_holds', 'provider_payable', 'provider_payouts_pending', 'provider_held',
      'platform_commission', 'platform_service_fees', 'tax_payable'))`,
    `alter table ledger_entries drop constraint ledger_entries_check`,
    `alter table ledger_entries add constraint ledger_entries_provider_accounts check (
      (account in ('provider_payable', 'provider_payouts_pending', 'provider_held')) = (provider_id is not null))`,
    `create table problem_cases (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      market_id text not null references markets (id),
      provider_id uuid references providers (id) on delete set null,
      reason text not null check (reason in ('not_done', 'poor_quality', 'damage', 'late_or_no_show', 'overcharged', 'other')),
      description text not null check (length(description) between 1 and 2000),
      status text not null default 'open' check (status in ('open', 'waiting_provider', 'waiting_customer', 'resolved')),
      outcome text check (outcome in ('none', 'partial_refund', 'full_refund')),
      refund_minor integer check (refund_minor >= 0),
      refund_id uuid references refunds (id),
      resolution_reason text check (length(resolution_reason) <= 1000),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      held_minor integer not null default 0 check (held_minor >= 0),
      -- The key of the resolution under way (its refund's idempotency key): a second manager's resolution waits its turn.
      resolving_key uuid,
      opened_by uuid references users (id) on delete set null,
      opened_at timestamptz not null,
      resolved_by uuid references users (id) on delete set null,
      resolved_by_role text check (resolved_by_role in ('manager', 'admin')),
      resolved_at timestamptz,
      check ((status = 'resolved') = (resolved_at is not null)),
      check ((status = 'resolved') = (outcome is not null))
    )`,
    `create unique index problem_cases_one_open_per_job on problem_cases (job_id) where status <> 'resolved'`,
    `create index problem_cases_by_job on problem_cases (job_id, opened_at)`,
    `create index problem_cases_by_market on problem_cases (market_id, opened_at desc)`,
    `create table problem_steps (
      id uuid primary key default gen_random_uuid(),
      -- The order steps were written in (several can share an instant).
      seq bigint generated always as identity,
      problem_id uuid not null references problem_cases (id) on delete cascade,
      kind text not null check (kind in ('opened', 'answered', 'asked_provider', 'asked_customer', 'resolved')),
      actor_role text not null check (actor_role in ('customer', 'provider', 'manager', 'admin')),
      actor_user_id uuid references users (id) on delete set null,
      body text not null check (length(body) <= 2000),
      at timestamptz not null
    )`,
    `create index problem_steps_by_case on problem_steps (problem_id, at)`,
    `create table problem_photos (
      id uuid primary key default gen_random_uuid(),
      problem_id uuid not null references problem_cases (id) on delete cascade,
      picture_key text not null,
      uploaded_by uuid references users (id) on delete set null,
      created_at timestamptz not null
    )`,
    `create index problem_photos_by_case on problem_photos (problem_id, created_at)`,
  ]);
}
