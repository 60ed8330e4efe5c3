import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // The "Active sessions" list names sessions by a public id: the primary key is the token's
    // hash, which must never leave the server. Existing rows get one each (volatile default).
    `alter table sessions add column public_id uuid not null default gen_random_uuid()`,
    `create unique index sessions_public_id_key on sessions (public_id)`,
    // Where a session started, for the list: the User-Agent (capped) and the client address.
    // Null for sessions started before this migration.
    `alter table sessions add column user_agent text check (length(user_agent) <= 512)`,
    `alter table sessions add column address text check (length(address) <= 64)`,
  ]);
}
