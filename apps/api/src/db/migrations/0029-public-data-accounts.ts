import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A provider's public profile disappears when an admin disables their account or it is deleted
 * (docs/supply.md#who-is-offered): the public answer cache (migration 0018) hears of those
 * changes too, and of no other change to an account (the public answers show the provider's
 * own display name, never the account's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create trigger users_public_data_changed after update of disabled_at, deleted_at on users
      for each statement execute function notify_public_data_changed()`,
  ]);
}
