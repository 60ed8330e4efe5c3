import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // One row per counted attempt of one limit (`rule`) by one caller (`key`: an address, an
    // account, a user…), alive until `expires_at` (its time + the rule's window): a sliding
    // window, counted under a per-key advisory lock (modules/rate-limits). `refused` marks the
    // first refusal of a key inside a window, so that refusal is logged once, not per request.
    `create table rate_limit_hits (
      id bigint generated always as identity primary key,
      rule text not null check (length(rule) <= 60),
      key text not null check (length(key) <= 320),
      at timestamptz not null,
      expires_at timestamptz not null,
      refused boolean not null default false
    )`,
    `create index rate_limit_hits_key_idx on rate_limit_hits (rule, key, expires_at)`,
    `create index rate_limit_hits_expiry_idx on rate_limit_hits (expires_at)`,
    // Replaced by rate_limit_hits: only failures were counted there, after the password check.
    `drop table login_failures`,
  ]);
}
