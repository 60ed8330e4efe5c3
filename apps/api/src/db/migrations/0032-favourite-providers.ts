import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A customer's favourite providers (docs/repeat-business.md): one row per person and provider,
 * so adding twice is one row. Both sides cascade: a person's row going takes their favourites,
 * and so does a provider's. An account deletion keeps the users row (emptied), so it deletes
 * the favourites itself; a provider's erasure likewise drops the favourites naming them.
 * The index on the provider serves those deletions. The count per person (at most 200) is
 * the API's rule, checked under a lock of the person's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table favourite_providers (
      user_id uuid not null references users (id) on delete cascade,
      provider_id uuid not null references providers (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, provider_id)
    )`,
    `create index favourite_providers_by_provider on favourite_providers (provider_id)`,
  ]);
}
