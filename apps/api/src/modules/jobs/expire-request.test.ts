import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startApiQueue } from '../../app';
import { openPostgres } from '../../db/database';
import { freeStartsOf, placeBody, providerOffering, testDeps } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import type { RunningQueue } from '../queue/job-queue';
import { expireRequest, startJobWorkers, TIMEOUT_REASON } from './expire-request';
import { scheduleRequestExpiry } from './response-window';

/**
 * The response window (docs/product.md §5) on the real queue: pg-boss decides when a message is due by the
 * database's clock; the handler decides whether the request expired by the app's clock, which
 * the test drives. Jobs are placed "three hours ago" so their messages are due at once.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let clock = Date.now();
let t: TestApp;
let customer: string;
let cleaner: string;
const workers: RunningQueue[] = [];
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  customer = await loginAs(t.app, 'customer@example.com');
  cleaner = await providerOffering(t.db, 'nyc', ['home-cleaning']);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
});

/** A worker process on the test's database (or a second connection pool on PostgreSQL, like another process). */
async function startWorker(options: { ownPool?: boolean } = {}): Promise<RunningQueue> {
  let database = t.database;
  if (options.ownPool && t.databaseUrl) {
    const pool = openPostgres(t.databaseUrl, { max: 3 });
    closers.push(() => pool.close());
    database = pool;
  }
  const worker = await startApiQueue(t.config, database, (error) => console.error('worker error', error), true);
  workers.push(worker);
  await startJobWorkers(worker, { ...testDeps(t, () => new Date(clock)), db: database.db, queue: worker });
  return worker;
}

/** A booking placed at `placedAt` (app clock) with the first free time a day or more after it. */
async function placeAt(placedAt: number): Promise<{ id: string; respondBy: Date }> {
  clock = placedAt;
  const start = (await freeStartsOf(t, 'nyc', cleaner, cleaning, new Date(placedAt))).find((candidate) => candidate.getTime() > placedAt + 24 * HOUR_MS)!;
  const hold = (await apiCall(t, 'POST', '/api/holds', { cookie: customer, body: { marketId: 'nyc', providerId: cleaner, start: start.toISOString(), services: cleaning } })).json().hold;
  const placed = await apiCall(t, 'POST', '/api/jobs', { cookie: customer, body: placeBody(hold.id, randomUUID()) });
  expect(placed.statusCode).toBe(201);
  const row = await t.db.selectFrom('jobs').select(['id', 'respond_by']).where('id', '=', placed.json().job.id).executeTakeFirstOrThrow();
  return { id: row.id, respondBy: row.respond_by! };
}

const statusOf = async (jobId: string) => (await t.db.selectFrom('jobs').select(['status', 'provider_id']).where('id', '=', jobId).executeTakeFirstOrThrow());
const messagesFor = async (jobId: string) =>
  (await sql<{ state: string; start_after: Date }>`select state, start_after from pgboss.job where name = 'job-request-expiry' and data->>'jobId' = ${jobId}`.execute(t.db)).rows;

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the worker.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the response window', () => {
  it('queues the expiry with the booking, for the end of the market’s window', async () => {
    const placedAt = Date.now() - 3 * HOUR_MS;
    const job = await placeAt(placedAt);
    expect(job.respondBy).toEqual(new Date(placedAt + 120 * MINUTE_MS));
    expect(await messagesFor(job.id)).toEqual([{ state: 'created', start_after: job.respondBy }]);
  });

  it('a message sent in a transaction that rolls back is gone with it', async () => {
    const jobId = randomUUID();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await scheduleRequestExpiry(t, trx, jobId, new Date());
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await messagesFor(jobId)).toEqual([]);
  });

  it('unassigns a request nobody answered in time, as the system, on the timeline', async () => {
    const placedAt = Date.now() - 3 * HOUR_MS;
    const job = await placeAt(placedAt);
    clock = job.respondBy.getTime() + MINUTE_MS;
    await startWorker();
    await until(async () => (await statusOf(job.id)).status === 'unassigned');
    expect(await statusOf(job.id)).toEqual({ status: 'unassigned', provider_id: null });
    const seen = (await apiCall(t, 'GET', `/api/jobs/${job.id}`, { cookie: customer })).json();
    expect(seen.timeline.at(-1)).toEqual({ at: new Date(clock).toISOString(), actor: { role: 'system', name: 'Handyhub' }, from: 'requested', to: 'unassigned', reason: TIMEOUT_REASON });
  });

  it('leaves a request the provider accepted in time as it is', async () => {
    const placedAt = Date.now() - 3 * HOUR_MS;
    const job = await placeAt(placedAt);
    clock = placedAt + HOUR_MS;
    const provider = await t.db.selectFrom('providers').innerJoin('users', 'users.id', 'providers.user_id').select('users.email').where('providers.id', '=', cleaner).executeTakeFirstOrThrow();
    const cookie = await loginAs(t.app, provider.email);
    expect((await apiCall(t, 'POST', `/api/provider/jobs/${job.id}/accept`, { cookie })).statusCode).toBe(200);
    clock = job.respondBy.getTime() + HOUR_MS;
    await startWorker();
    await until(async () => (await messagesFor(job.id)).every((message) => message.state === 'completed'));
    expect((await statusOf(job.id)).status).toBe('confirmed');
    expect(await expireRequest(testDeps(t, () => new Date(clock)), job.id)).toBe('answered');
  });

  it('queues a request again when its deadline is still ahead by the app’s clock', async () => {
    const job = await placeAt(Date.now() - 3 * HOUR_MS);
    clock = job.respondBy.getTime() - MINUTE_MS;
    expect(await expireRequest(testDeps(t, () => new Date(clock)), job.id)).toBe('not-due');
    expect((await statusOf(job.id)).status).toBe('requested');
    expect(await messagesFor(job.id)).toHaveLength(2);
  });

  it('handles each expiry once, however many workers run and however often it is delivered', async () => {
    const job = await placeAt(Date.now() - 3 * HOUR_MS);
    clock = job.respondBy.getTime() + MINUTE_MS;
    await Promise.all([startWorker(), startWorker({ ownPool: true })]);
    await until(async () => (await statusOf(job.id)).status === 'unassigned');
    await until(async () => (await messagesFor(job.id)).every((message) => message.state === 'completed'));
    const timeouts = await t.db.selectFrom('job_events').select('id').where('job_id', '=', job.id).where('to_status', '=', 'unassigned').execute();
    expect(timeouts).toHaveLength(1);

    const twice = await placeAt(Date.now() - 3 * HOUR_MS);
    clock = twice.respondBy.getTime() + MINUTE_MS;
    const deps = testDeps(t, () => new Date(clock));
    expect((await Promise.all([expireRequest(deps, twice.id), expireRequest(deps, twice.id)])).sort()).toEqual(['answered', 'expired']);
  });

  it('loses nothing across a restart: a message due later is handled by the next worker', async () => {
    // Due 3 seconds from now by the database's clock.
    const job = await placeAt(Date.now() - 120 * MINUTE_MS + 3_000);
    const first = await startWorker();
    await first.stop();
    expect((await messagesFor(job.id)).map((message) => message.state)).toEqual(['created']);
    clock = job.respondBy.getTime() + MINUTE_MS;
    await startWorker();
    await until(async () => (await statusOf(job.id)).status === 'unassigned');
  });
});
