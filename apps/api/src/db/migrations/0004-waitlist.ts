import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table waitlist_entries (
      id bigint generated always as identity primary key,
      postal_code text not null,
      email text not null,
      created_at timestamptz not null default now()
    )`,
    `create unique index waitlist_entries_unique_idx on waitlist_entries (postal_code, lower(email))`,
  ]);
}
