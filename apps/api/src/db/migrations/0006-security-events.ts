import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // An audit trail: rows are only ever added. No foreign key on user_id, so deleting a user
    // (an update of this table under "on delete set null") can never rewrite the trail.
    `create table security_events (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      type text not null check (length(type) <= 40),
      user_id uuid,
      email text check (length(email) <= 254),
      address text not null check (length(address) <= 64),
      detail jsonb not null default '{}'::jsonb
    )`,
    `create index security_events_at_idx on security_events (at desc, id desc)`,
    `create index security_events_user_idx on security_events (user_id, at desc)`,
    `create function security_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'security_events is append-only' using errcode = 'insufficient_privilege';
      end
    $$`,
    `create trigger security_events_no_update before update or delete on security_events
      for each row execute function security_events_append_only()`,
    `create trigger security_events_no_truncate before truncate on security_events
      for each statement execute function security_events_append_only()`,
  ]);
}
