import { errorReportingEnabled } from './instrument';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';

/** Starts the API: open the database, migrate (and seed a new one), listen. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config, (error) => console.error('database connection error', error));
  const { applied, seeded } = await prepareDatabase(database, config.seed ? { seed: true, passwordHashing: config.passwordHashing } : { seed: false });
  const app = await buildApp(config, database);

  app.log.info(`error reporting ${errorReportingEnabled ? 'on' : 'off'}`);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`;
  app.log.info({ database: database.kind, migrationsApplied: applied }, `database ready: ${where}`);
  if (seeded) app.log.info({ seeded }, 'demo data loaded into the new database');
  if (seeded?.dst) {
    app.log.info(`${seeded.dst.marketId}: booking horizon of ${seeded.dst.horizonDays} days covers the daylight-saving change at ${seeded.dst.change.toISOString()}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
