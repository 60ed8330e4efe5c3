import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startApiQueue } from '../../app';
import { readConfig } from '../../config';
import { testDatabaseKind } from '../../test-support/test-database-kind';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertOutboxMessage } from '../../test-support/outbox-fixtures';
import { countByMessageId, startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-test-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import type { RunningQueue } from '../queue/job-queue';
import { startNotificationWorkers } from './workers';

/**
 * A worker process (src/worker.ts, as `pnpm --filter api worker` runs it) is killed with
 * SIGKILL while the SMTP server holds a message's DATA phase open: nothing is lost, nothing is
 * doubled. PostgreSQL only: the worker must be another process on the same database, and an
 * embedded PGlite database belongs to one process (the tests' copy lives in this one's memory).
 */
const onPostgres = testDatabaseKind() === 'postgres';
const apiDir = path.resolve(__dirname, '../../..');

let smtp: TestSmtpServer;
let t: TestApp;
let child: ChildProcess | undefined;
let worker: RunningQueue | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'handyhub-worker-crash-'));

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = await startTestSmtpServer();
  t = await createTestApp({ notifications: { ...readConfig({ NODE_ENV: 'test' }).notifications, smtpUrl: smtp.url } });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.stop();
  await t?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startWorkerProcess(): ChildProcess {
  const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, SMTP_URL: smtp.url, SEED: 'false', DATA_DIR: dataDir, QUEUE_POLLING_SECONDS: '1', NOTIFICATION_RETRY_SECONDS: '1', SENTRY_DSN: '' };
  // node itself with tsx's loader (not the tsx CLI, which would run the worker in a grandchild SIGKILL never reaches).
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], { cwd: apiDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return started;
}

const until = (what: string, done: () => boolean | Promise<boolean>) => waitUntil(what, done, { timeoutMs: 30_000 });

(onPostgres ? it : it.skip)('a killed worker: every message arrives exactly once after another worker takes over', async () => {
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: `guest${i}@example.com` });
    await t.queue.send(t.db, 'notification-deliver', { notificationId: id });
    ids.push(id);
  }
  // Two go through; the third is held in its DATA phase, where the worker is killed.
  smtp.holdAfter = 2;
  child = startWorkerProcess();
  await until('the worker is in the middle of the third message', () => smtp.held === 1);
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  const statuses = async () => (await t.db.selectFrom('notifications').select('status').where('id', 'in', ids).execute()).map((row) => row.status).sort();
  expect(await statuses()).toEqual(['pending', 'sending', 'sent', 'sent']);

  // Another worker, its clock past the dead one's lease (instead of waiting 120 s), and the minute's sweep.
  smtp.holdAfter = null;
  const held = await t.db.selectFrom('notifications').select('locked_until').where('id', 'in', ids).where('status', '=', 'sending').executeTakeFirstOrThrow();
  const afterLease = () => new Date(held.locked_until!.getTime() + 5_000);
  worker = await startApiQueue(t.config, t.database, (error) => console.error('worker error', error), true);
  await startNotificationWorkers(worker, { ...testDeps(t, afterLease), queue: worker });
  await worker.send(t.db, 'notification-sweep', {});
  await until('every message is sent', async () => (await statuses()).every((status) => status === 'sent'));
  // Late queue messages (the dead worker's, expired and retried; a second sweep's) find nothing left to send.
  // The dead worker's batch (the held message and the one it had not reached) stays active in
  // pg-boss until its lease expires; the sweep above already sent both.
  for (const notificationId of ids) await worker.send(t.db, 'notification-deliver', { notificationId });
  await until('the late messages were handled', async () => Number((await sql<{ count: string }>`select count(*) from pgboss.job where name = 'notification-deliver' and state < 'completed'`.execute(t.db)).rows[0]!.count) <= 2);
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const counts = countByMessageId(smtp.received);
  expect(ids.map((id) => counts[`<${id}@handyhub>`] ?? 0)).toEqual([1, 1, 1, 1]);
  expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent']);
}, 90_000);
