import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The applicant's side of becoming a provider (docs/provider-onboarding.md): the test gateway
 * keeps the bank accounts it tokenised (the marketplace keeps the reference and the last four
 * digits only), and accepting the provider terms is a consent like the site's terms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // The test gateway's own table (like a real gateway's vault): the full numbers never leave it.
    `create table test_gateway_payout_accounts (
      id text primary key check (length(id) <= 100),
      holder_name text not null check (length(holder_name) <= 100),
      routing_number text not null check (routing_number ~ '^[0-9]{6,12}$'),
      account_number text not null check (account_number ~ '^[0-9]{4,17}$'),
      currency text not null check (length(currency) = 3),
      created_at timestamptz not null default now()
    )`,
    `alter table consents drop constraint consents_kind_check`,
    `alter table consents add constraint consents_kind_check check (kind in ('terms', 'privacy_policy', 'provider_terms'))`,
  ]);
}
