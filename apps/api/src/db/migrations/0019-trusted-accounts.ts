import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Accounts people can trust (docs/accounts.md): a verified email behind every account, phones
 * verified before text messages, password resets, accounts that can be deleted, and emails to
 * someone who has no account yet (a sign-up's code).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Accounts made before verification existed were made by their owners through the site:
    // their emails count as verified. Their phones were never checked: no text messages until they are.
    `alter table users add column email_verified_at timestamptz`,
    `update users set email_verified_at = created_at`,
    `alter table users add column phone_verified_at timestamptz`,
    // A deleted account keeps its row (jobs, invoices and the ledger point at it), emptied of
    // personal data; nobody can log in to it.
    `alter table users add column deleted_at timestamptz`,

    // A code and a link proving an email address: a sign-up (the account is made when it is
    // used, from what was typed) or a new address for an existing account.
    `create table email_verifications (
      id uuid primary key default gen_random_uuid(),
      purpose text not null check (purpose in ('signup', 'email_change')),
      email text not null check (email = lower(email) and length(email) <= 254),
      user_id uuid references users (id) on delete cascade,
      name text check (length(name) <= 100),
      phone text check (length(phone) <= 25),
      password_hash text check (length(password_hash) <= 500),
      -- Keyed hashes: a leaked table gives neither a code nor a usable link.
      code_hash text not null check (length(code_hash) <= 128),
      token_hash text not null unique check (length(token_hash) <= 128),
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      resend_after timestamptz not null,
      used_at timestamptz,
      check ((purpose = 'signup') = (password_hash is not null and user_id is null))
    )`,
    `create unique index email_verifications_open_signup_key on email_verifications (email) where purpose = 'signup' and used_at is null`,
    `create unique index email_verifications_open_change_key on email_verifications (user_id) where purpose = 'email_change' and used_at is null`,
    `create index email_verifications_expires_idx on email_verifications (expires_at)`,

    `create table password_resets (
      token_hash text primary key check (length(token_hash) <= 128),
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    `create index password_resets_user_idx on password_resets (user_id)`,

    `create table phone_verifications (
      user_id uuid primary key references users (id) on delete cascade,
      phone text not null check (length(phone) <= 25),
      code_hash text not null check (length(code_hash) <= 128),
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      resend_after timestamptz not null
    )`,

    // What a person agreed to, and which version: the terms and privacy policy at sign-up.
    `create table consents (
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('terms', 'privacy_policy')),
      version text not null check (length(version) <= 40),
      accepted_at timestamptz not null default now(),
      primary key (user_id, kind, version)
    )`,

    // A sign-up's code goes to someone who has no account yet: account messages may have no user.
    `alter table notifications alter column user_id drop not null`,
    `alter table notifications add constraint notifications_user_or_email check (user_id is not null or channel = 'email')`,
  ]);
}
