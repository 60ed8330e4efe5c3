import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The security review's changes (docs/security.md), in one migration.
 *
 * The security log stays append-only with two narrow doors ("The security log"):
 * - a refused request repeated inside a minute raises the `count` of that minute's row (found
 *   by its `aggregate_key`) instead of adding a row, so a flood cannot flood the log;
 * - rows older than 13 months may be deleted (the nightly retention job), by the database's
 *   own clock, so no mistake in the application can delete a younger one.
 * Every other update, delete and truncation is still refused.
 *
 * `login_failure_minutes` counts failed logins site-wide per minute, across every API process
 * ("Logins under load"): past the budget, each failed login is slowed down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table security_events add column count integer not null default 1 check (count >= 1)`,
    `alter table security_events add column aggregate_key text check (length(aggregate_key) <= 64)`,
    `create unique index security_events_aggregate_key_idx on security_events (aggregate_key) where aggregate_key is not null`,
    `create or replace function security_events_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.count > old.count and (to_jsonb(new) - 'count') = (to_jsonb(old) - 'count') then
          return new;
        end if;
        if tg_op = 'DELETE' and old.at < now() - interval '13 months' then
          return old;
        end if;
        raise exception 'security_events is append-only' using errcode = 'insufficient_privilege';
      end
    $$`,
    `create table login_failure_minutes (
      minute timestamptz primary key,
      failures integer not null check (failures >= 1)
    )`,
  ]);
}
