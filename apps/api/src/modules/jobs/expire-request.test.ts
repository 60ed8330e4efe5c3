import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startApiQueue } from '../../app';
import { openPostgres } from '../../db/database';
import { freeStartsOf, placeBody, providerOffering, testDeps } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { waitUntil } from '../../test-support/wait-until';
import type { RunningQueue } from '../queue/job-queue';
import { expireRequest, startJobWorkers, TIMEOUT_REASON } from './expire-request';
import { scheduleRequestExpiry } from './response-window';

/**
 * The response window (docs/product.md §5) on the real queue: pg-boss decides when a message is due by the
 * database's clock; the handler decides whether the request expired by the app's clock, which
 * the test drives. The booking tells the queue how long to wait (its clock may be anywhere), so
 * time passes with `elapse`: the app's clock moves ahead and the queued messages come as much
 * closer, since the database's clock cannot be moved.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let clock = TEST_NOW;
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
  (await sql<{ state: string; wait_seconds: number }>`select state, extract(epoch from start_after - created_on)::float as wait_seconds from pgboss.job where name = 'job-request-expiry' and data->>'jobId' = ${jobId} order by created_on`.execute(t.db)).rows;

/** `ms` pass on both clocks: the app's moves ahead, and every queued expiry message becomes due that much sooner. */
async function elapse(ms: number): Promise<void> {
  clock += ms;
  await sql`update pgboss.job set start_after = start_after - ${`${ms / 1000} seconds`}::interval where name = 'job-request-expiry' and state = 'created'`.execute(t.db);
}

const until = (check: () => Promise<boolean>) => waitUntil('the worker has done it', check);

describe('the response window', () => {
  it('queues the expiry with the booking, for the end of the market’s window', async () => {
    const job = await placeAt(clock);
    expect(job.respondBy).toEqual(new Date(clock + 120 * MINUTE_MS));
    expect(await messagesFor(job.id)).toEqual([{ state: 'created', wait_seconds: 120 * 60 }]);
  });

  it('a message sent in a transaction that rolls back is gone with it', async () => {
    const jobId = randomUUID();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await scheduleRequestExpiry(testDeps(t), trx, jobId, new Date(clock));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await messagesFor(jobId)).toEqual([]);
  });

  it('unassigns a request nobody answered in time, as the system, on the timeline', async () => {
    const job = await placeAt(clock);
    await elapse(job.respondBy.getTime() + MINUTE_MS - clock);
    await startWorker();
    await until(async () => (await statusOf(job.id)).status === 'unassigned');
    expect(await statusOf(job.id)).toEqual({ status: 'unassigned', provider_id: null });
    const seen = (await apiCall(t, 'GET', `/api/jobs/${job.id}`, { cookie: customer })).json();
    expect(seen.timeline.at(-1)).toEqual({ at: new Date(clock).toISOString(), actor: { role: 'system', name: 'Handyhub' }, from: 'requested', to: 'unassigned', reason: TIMEOUT_REASON });
  });

  it('leaves a request the provider accepted in time as it is', async () => {
    const job = await placeAt(clock);
    await elapse(HOUR_MS);
    const provider = await t.db.selectFrom('providers').innerJoin('users', 'users.id', 'providers.user_id').select('users.email').where('providers.id', '=', cleaner).executeTakeFirstOrThrow();
    const cookie = await loginAs(t.app, provider.email);
    expect((await apiCall(t, 'POST', `/api/provider/jobs/${job.id}/accept`, { cookie })).statusCode).toBe(200);
    await elapse(job.respondBy.getTime() + HOUR_MS - clock);
    await startWorker();
    await until(async () => (await messagesFor(job.id)).every((message) => message.state === 'completed'));
    expect((await statusOf(job.id)).status).toBe('confirmed');
    expect(await expireRequest(testDeps(t, () => new Date(clock)), job.id)).toBe('answered');
  });

  it('queues a request again when its deadline is still ahead by the app’s clock', async () => {
    const job = await placeAt(clock);
    clock = job.respondBy.getTime() - MINUTE_MS;
    expect(await expireRequest(testDeps(t, () => new Date(clock)), job.id)).toBe('not-due');
    expect((await statusOf(job.id)).status).toBe('requested');
    // Again for the deadline: a minute away by the app's clock, so a minute by the queue's.
    expect((await messagesFor(job.id)).map((message) => message.wait_seconds)).toEqual([120 * 60, 60]);
  });

  it('handles each expiry once, however many workers run and however often it is delivered', async () => {
    const job = await placeAt(clock);
    await elapse(job.respondBy.getTime() + MINUTE_MS - clock);
    await Promise.all([startWorker(), startWorker({ ownPool: true })]);
    await until(async () => (await statusOf(job.id)).status === 'unassigned');
    await until(async () => (await messagesFor(job.id)).every((message) => message.state === 'completed'));
    const timeouts = await t.db.selectFrom('job_events').select('id').where('job_id', '=', job.id).where('to_status', '=', 'unassigned').execute();
    expect(timeouts).toHaveLength(1);

    const twice = await placeAt(clock);
    clock = twice.respondBy.getTime() + MINUTE_MS;
    const deps = testDeps(t, () => new Date(clock));
    expect((await Promise.all([expireRequest(deps, twice.id), expireRequest(deps, twice.id)])).sort()).toEqual(['answered', 'expired']);
  });

  it('loses nothing across a restart: a message due later is handled by the next worker', async () => {
    const job = await placeAt(clock);
    // Due 3 seconds from now by the database's clock.
    await elapse(job.respondBy.getTime() - clock - 3_000);
    const first = await startWorker();
    await first.stop();
    expect((await messagesFor(job.id)).map((message) => message.state)).toEqual(['created']);
    clock = job.respondBy.getTime() + MINUTE_MS;
    await startWorker();
    await until(async () => (await statusOf(job.id)).status === 'unassigned');
  });
});
