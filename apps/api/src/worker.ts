import './instrument';
import { createDeps } from './deps';
import { startApiQueue } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase, prepareOptionsFor } from './db/prepare';
import { startJobWorkers } from './modules/jobs';
import { startPaymentWorkers } from './modules/payments';
import { startPayoutWorkers } from './modules/payouts';
import { startNotificationWorkers } from './modules/notifications';
import { startSecurityLogWorkers } from './modules/security-events';
import { startPlanWorkers } from './modules/plans';
import { startConversationWorkers } from './modules/conversations';

/**
 * `pnpm --filter api worker`: the queue's workers without the HTTP API (start as many as you
 * like, beside API processes started with WORKER=off or not). Each message is handled once.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // The test clock lives in the API process, which the harness moves: a worker apart would not follow.
  if (config.testClockStart) throw new Error('TEST_CLOCK_START: the API process runs the workers on the test clock; do not start one apart.');
  const database = await openDatabase(config, (error) => console.error('database connection error', error));
  await prepareDatabase(database, prepareOptionsFor(config));
  const queue = await startApiQueue(config, database, (error) => console.error('job queue error', error), true);
  const deps = createDeps({ db: database.db, databaseKind: database.kind, config, now: () => new Date(), queue });
  await startJobWorkers(queue, deps);
  await startPaymentWorkers(queue, deps);
  await startPayoutWorkers(queue, deps);
  await startNotificationWorkers(queue, deps);
  await startSecurityLogWorkers(queue, deps);
  await startPlanWorkers(queue, deps);
  await startConversationWorkers(queue, deps);
  console.log(`worker ready: ${database.kind}, polling every ${config.queuePollingSeconds}s`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the worker`);
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The worker could not start:', error);
  process.exit(1);
});
