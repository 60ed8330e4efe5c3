import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Optimistic concurrency: a save names the version it was read at; each save that changes
    // something adds one (docs/market.md, "Settings").
    `alter table markets add column settings_version integer not null default 1 check (settings_version >= 1)`,

    // The audit of settings changes, written in the same transaction as the change: who, when,
    // and per changed field its value before and after ({ "serviceFeeBps": { "before": 800, "after": 900 } }).
    `create table market_settings_changes (
      id integer generated always as identity primary key,
      market_id text not null references markets (id) on delete cascade,
      changed_at timestamptz not null default now(),
      actor_user_id uuid references users (id) on delete set null,
      actor_role text not null check (actor_role in ('manager', 'admin')),
      version integer not null,
      changes jsonb not null check (jsonb_typeof(changes) = 'object' and changes <> '{}'::jsonb),
      unique (market_id, version)
    )`,
    `create index market_settings_changes_market_idx on market_settings_changes (market_id, changed_at desc, id desc)`,
  ]);
}
