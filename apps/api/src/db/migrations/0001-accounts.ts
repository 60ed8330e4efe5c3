import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Issue 4's "no double booking" exclusion constraint needs gist operators for uuid/int columns.
    `create extension if not exists btree_gist`,
    `create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null check (email = lower(email) and length(email) <= 254),
      name text not null,
      phone text,
      password_hash text not null,
      roles text[] not null default '{customer}'
        check (roles <@ array['customer', 'provider', 'manager', 'admin']::text[]),
      created_at timestamptz not null default now()
    )`,
    `create unique index users_email_key on users (lower(email))`,
    `create table sessions (
      id text primary key check (id ~ '^[0-9a-f]{64}$'),
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_seen_at timestamptz not null default now()
    )`,
    `create index sessions_user_id_idx on sessions (user_id)`,
    `create index sessions_expires_at_idx on sessions (expires_at)`,
    `create table login_failures (
      id bigint generated always as identity primary key,
      scope text not null check (scope in ('account', 'address')),
      key text not null,
      failed_at timestamptz not null default now()
    )`,
    `create index login_failures_lookup_idx on login_failures (scope, key, failed_at)`,
  ]);
}
