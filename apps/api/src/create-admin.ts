import { runCreateAdmin } from './admin-cli/create-admin-command';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase, prepareOptionsFor } from './db/prepare';

/**
 * `pnpm --filter api create-admin --email <address>`: over the database the API uses, prepared
 * as the API prepares it (so it works before the API ever started).
 */
async function openStore() {
  const config = readConfig();
  const database = await openDatabase(config, (error) => console.error('database connection error', error));
  await prepareDatabase(database, prepareOptionsFor(config));
  return { db: database.db, config, now: () => new Date(), close: () => database.close() };
}

runCreateAdmin(process.argv.slice(2), process, openStore).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('create-admin failed:', error);
    process.exitCode = 1;
  },
);
