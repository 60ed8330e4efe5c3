import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Money (issue 10, docs/payments.md): the test-mode gateway's own state, payments, invoices
 * numbered per market, refunds, the double-entry ledger and payouts. Amounts are integer minor
 * units (bigint where they add up) in the market's currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // What the market prints under each invoice (legal name, address, tax number).
    `alter table markets add column legal_footer text not null default '' check (length(legal_footer) <= 1000)`,
    // The commission is snapshotted on the job like the other fees: settings changes apply to new bookings only.
    `alter table jobs add column commission_bps integer not null default 0 check (commission_bps between 0 and 10000)`,
    `update jobs set commission_bps = markets.commission_bps from markets where markets.id = jobs.market_id`,
    // Where a provider's payouts go: a reference at the gateway (in test mode, a test bank account).
    `alter table providers add column payout_account text not null default 'test_bank_000123456789' check (length(payout_account) between 1 and 100)`,

    // ---- The test-mode gateway (payments/test-gateway.ts). A real gateway keeps this on its side.
    // A tokenised card: only its brand, last four digits, expiry and test behaviour are kept.
    `create table test_gateway_payment_methods (
      id text primary key check (length(id) <= 100),
      brand text not null check (length(brand) <= 20),
      last4 text not null check (last4 ~ '^[0-9]{4}$'),
      exp_month integer not null check (exp_month between 1 and 12),
      exp_year integer not null check (exp_year between 2000 and 2100),
      behaviour text not null check (behaviour in ('succeed', 'decline', 'insufficient_funds', 'capture_fail')),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`,
    `create table test_gateway_charges (
      id text primary key,
      payment_method_id text not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      authorised_minor bigint not null check (authorised_minor > 0),
      captured_minor bigint not null default 0 check (captured_minor >= 0 and captured_minor <= authorised_minor),
      refunded_minor bigint not null default 0 check (refunded_minor >= 0 and refunded_minor <= captured_minor),
      status text not null check (status in ('authorised', 'captured', 'voided', 'capture_failed')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table test_gateway_refunds (
      id text primary key,
      charge_id text not null references test_gateway_charges (id),
      amount_minor bigint not null check (amount_minor > 0),
      created_at timestamptz not null default now()
    )`,
    `create table test_gateway_payouts (
      id text primary key,
      destination text not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      amount_minor bigint not null check (amount_minor > 0),
      status text not null check (status in ('paid', 'failed')),
      failure_message text,
      created_at timestamptz not null default now()
    )`,
    // Every request by idempotency key with the answer it got: a retry gets the same answer.
    `create table test_gateway_requests (
      idempotency_key text primary key check (length(idempotency_key) <= 200),
      operation text not null,
      response jsonb not null,
      created_at timestamptz not null default now()
    )`,

    // ---- Payments: one per attempt to take the customer's money for a job (the booking's
    // authorisation; a later payment from the job page when a capture failed).
    `create table payments (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      market_id text not null references markets (id),
      customer_id uuid not null references users (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      authorised_minor bigint not null check (authorised_minor > 0),
      status text not null check (status in ('authorized', 'captured', 'partially_refunded', 'refunded', 'voided', 'failed')),
      gateway_reference text not null unique,
      card_brand text not null,
      card_last4 text not null,
      failure_message text check (length(failure_message) <= 300),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index payments_job_idx on payments (job_id, created_at desc)`,

    // ---- Invoices, numbered per market without gaps: the next number is taken from this row,
    // locked inside the transaction that issues the invoice (a rollback gives it back).
    `create table document_sequences (
      market_id text not null references markets (id),
      series text not null check (series in ('invoice', 'credit_note')),
      last_number integer not null default 0 check (last_number >= 0),
      primary key (market_id, series)
    )`,
    `create table invoices (
      id uuid primary key default gen_random_uuid(),
      market_id text not null references markets (id),
      job_id uuid not null references jobs (id) on delete cascade,
      number integer not null check (number > 0),
      kind text not null check (kind in ('job', 'cancellation_fee')),
      status text not null check (status in ('open', 'paid')),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      lines jsonb not null check (jsonb_typeof(lines) = 'array'),
      subtotal_minor bigint not null check (subtotal_minor >= 0),
      service_fee_minor bigint not null check (service_fee_minor >= 0),
      tax_minor bigint not null check (tax_minor >= 0),
      total_minor bigint not null check (total_minor = subtotal_minor + service_fee_minor + tax_minor),
      legal_footer text not null,
      issued_at timestamptz not null,
      paid_at timestamptz,
      unique (market_id, number),
      unique (job_id)
    )`,

    // ---- Refunds: reserved (pending) under the payment's lock, then sent to the gateway.
    `create table refunds (
      id uuid primary key default gen_random_uuid(),
      payment_id uuid not null references payments (id),
      job_id uuid not null references jobs (id) on delete cascade,
      market_id text not null references markets (id),
      amount_minor bigint not null check (amount_minor > 0),
      reason text not null check (length(reason) between 1 and 500),
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      idempotency_key uuid not null unique,
      actor_user_id uuid references users (id) on delete set null,
      actor_role text not null check (actor_role in ('manager', 'admin')),
      gateway_reference text,
      credit_note_number integer,
      failure_message text,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      unique (market_id, credit_note_number)
    )`,
    `create index refunds_payment_idx on refunds (payment_id)`,
    `create index refunds_job_idx on refunds (job_id, created_at)`,

    // ---- Payouts: a weekly batch per provider and currency.
    `create table payouts (
      id uuid primary key default gen_random_uuid(),
      provider_id uuid not null references providers (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      period_start timestamptz not null,
      period_end timestamptz not null check (period_end > period_start),
      amount_minor bigint not null check (amount_minor > 0),
      status text not null check (status in ('pending', 'paid', 'failed')),
      destination text not null,
      gateway_reference text,
      failure_message text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`,
    `create index payouts_provider_idx on payouts (provider_id, created_at desc)`,
    // At most one payout in flight per provider and currency.
    `create unique index payouts_one_pending_idx on payouts (provider_id, currency) where status = 'pending'`,

    // ---- The double-entry ledger. Signed amounts: debit positive, credit negative. Each
    // transaction's entries sum to zero; the deferred trigger below checks it at commit, the
    // posting code checks it before (ledger/post.ts).
    `create table ledger_transactions (
      id uuid primary key default gen_random_uuid(),
      market_id text not null references markets (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      kind text not null check (kind in ('authorisation', 'authorisation_release', 'capture', 'refund', 'payout', 'payout_paid', 'payout_failed')),
      job_id uuid references jobs (id) on delete cascade,
      payment_id uuid references payments (id),
      refund_id uuid references refunds (id),
      payout_id uuid references payouts (id),
      description text not null check (length(description) <= 300),
      created_at timestamptz not null default now()
    )`,
    `create index ledger_transactions_job_idx on ledger_transactions (job_id) where job_id is not null`,
    `create index ledger_transactions_payment_idx on ledger_transactions (payment_id) where payment_id is not null`,
    `create index ledger_transactions_payout_idx on ledger_transactions (payout_id) where payout_id is not null`,
    `create table ledger_entries (
      id bigint generated always as identity primary key,
      transaction_id uuid not null references ledger_transactions (id) on delete cascade,
      account text not null check (account in (
        'gateway_clearing', 'card_authorisations', 'authorisation_holds',
        'provider_payable', 'provider_payouts_pending', 'platform_commission', 'platform_service_fees', 'tax_payable'
      )),
      provider_id uuid references providers (id),
      amount_minor bigint not null check (amount_minor <> 0),
      -- A provider's earnings entry is covered by at most one payout in flight or paid.
      payout_id uuid references payouts (id),
      check ((account in ('provider_payable', 'provider_payouts_pending')) = (provider_id is not null))
    )`,
    `create index ledger_entries_transaction_idx on ledger_entries (transaction_id)`,
    `create index ledger_entries_provider_idx on ledger_entries (provider_id, account) where provider_id is not null`,
    `create function ledger_transaction_balanced() returns trigger language plpgsql as $$
      begin
        if (select coalesce(sum(amount_minor), 0) from ledger_entries where transaction_id = new.transaction_id) <> 0 then
          raise exception 'ledger transaction % does not balance', new.transaction_id using errcode = '23514';
        end if;
        return null;
      end
    $$`,
    `create constraint trigger ledger_entries_balanced after insert or update on ledger_entries
      deferrable initially deferred for each row execute function ledger_transaction_balanced()`,
  ]);
}
