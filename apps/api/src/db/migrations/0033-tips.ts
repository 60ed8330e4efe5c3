import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Tips (docs/payments.md, "Tips"). A tip is a payment of its own (`payments.kind = 'tip'`),
 * authorised and captured at once on the customer's card, linked to its job: so the gateway,
 * the ledger, `pnpm reconcile` and refunds treat it as any payment, while every query about the
 * job's own charge (settlement, the job's money screen, the invoice, "the latest captured
 * payment" a refund takes from) reads the `job` payments only.
 *
 * `tips` holds what is a tip's alone: the provider it goes to and the customer's idempotency key,
 * unique per job, so a double click records one tip. Amount rules (at least 1.00, at most
 * 1000.00, at most the job's total together, 5 per job, 30 days) are the API's; the table only
 * refuses what is never right.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table payments add column kind text not null default 'job' check (kind in ('job', 'tip'))`,
    // The job's own payments, newest first (settlement, the money screen, refunds), apart from its tips.
    `drop index payments_job_idx`,
    `create index payments_job_idx on payments (job_id, kind, created_at desc)`,
    `create table tips (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      payment_id uuid not null unique references payments (id),
      market_id text not null references markets (id),
      customer_id uuid not null references users (id),
      provider_id uuid not null references providers (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      amount_minor bigint not null check (amount_minor > 0),
      idempotency_key uuid not null,
      created_at timestamptz not null default now(),
      unique (job_id, idempotency_key)
    )`,
    `create index tips_job_idx on tips (job_id, created_at)`,
    `create index tips_provider_idx on tips (provider_id)`,
  ]);
}
