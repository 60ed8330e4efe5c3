import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** The channel every API process listens on to learn that public data changed. */
export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

/**
 * Every table the public answers (market list, one market, its providers, a provider's profile)
 * are read from. Each API process keeps those answers in memory (http/public-answers) and
 * forgets them when any of these tables changes.
 */
export const PUBLIC_DATA_TABLES = ['markets', 'services', 'market_services', 'providers', 'provider_markets', 'provider_services'] as const;

/**
 * Statement-level triggers: one notification per statement, however many rows it touched (a
 * seed inserting hundreds of rows sends a few). PostgreSQL sends notifications when the
 * transaction commits and drops them if it rolls back, and folds identical ones in one
 * transaction into one, so a listener never hears of a change before it can read it. The payload
 * names the table (for logs); listeners forget everything whichever table it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create function notify_public_data_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${PUBLIC_DATA_CHANNEL}', tg_table_name);
      return null;
    end
    $$`,
    ...PUBLIC_DATA_TABLES.map(
      (table) => `create trigger ${table}_public_data_changed after insert or update or delete or truncate on ${table}
        for each statement execute function notify_public_data_changed()`,
    ),
  ]);
}
