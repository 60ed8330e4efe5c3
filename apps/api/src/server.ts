import cluster from 'node:cluster';
import { errorReportingEnabled } from './instrument';
import { buildApp } from './app';
import { superviseApiProcesses } from './api-processes';
import { type AppConfig, readConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { prepareDatabase, prepareOptionsFor } from './db/prepare';

const openLoggedDatabase = (config: AppConfig) => openDatabase(config, (error) => console.error('database connection error', error));

/** Migrates (and seeds a new database) once, before any process serves it; says what it did. */
async function prepare(config: AppConfig, database: DatabaseHandle, log: (message: string) => void): Promise<void> {
  const { applied, seeded } = await prepareDatabase(database, prepareOptionsFor(config));
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`;
  log(`database ready: ${where} (${applied.length} migrations applied)`);
  if (seeded?.demoAccounts) log(`demo data loaded into the new database: ${JSON.stringify(seeded)}`);
  if (seeded && !seeded.demoAccounts) {
    log(`markets, services and prices loaded into the new database; no demo accounts (DEMO_DATA is off). Make the first admin with: pnpm --filter api create-admin --email <address>`);
  }
  if (seeded?.dst) {
    log(`${seeded.dst.marketId}: booking horizon of ${seeded.dst.horizonDays} days covers the daylight-saving change at ${seeded.dst.change.toISOString()}`);
  }
}

/** One API process: open the database (preparing it unless the primary did), listen, close on a signal. */
async function serve(config: AppConfig, { prepared }: { prepared: boolean }): Promise<void> {
  const database = await openLoggedDatabase(config);
  const messages: string[] = [];
  if (!prepared) await prepare(config, database, (message) => messages.push(message));
  const app = await buildApp(config, database);
  for (const message of messages) app.log.info(message);
  app.log.info(`error reporting ${errorReportingEnabled ? 'on' : 'off'}`);

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

/**
 * Starts the API. API_PROCESSES=1 (or PGlite): this process serves. More, on PostgreSQL: this
 * process prepares the database, then forks that many API processes that share the port (the
 * shell's proxy sees one address) and supervises them; it serves nothing itself.
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) return serve(config, { prepared: true });
  if (config.apiProcesses > 1 && !config.databaseUrl) {
    console.warn(`API_PROCESSES=${config.apiProcesses}: the embedded PGlite database belongs to one process, so one API process runs. Set DATABASE_URL (PostgreSQL) for more.`);
  }
  if (config.apiProcesses === 1 || !config.databaseUrl) return serve(config, { prepared: false });

  const database = await openLoggedDatabase(config);
  await prepare(config, database, (message) => console.log(message));
  await database.close();
  superviseApiProcesses(config.apiProcesses);
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
