import type { InjectOptions } from 'fastify';
import { clearBlockingJobs, freeStartsOf, insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** Cancelling (with its fee preview), rescheduling and rating a job. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let customerId: string;
let provider: string;
let manager: string;
let rival: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  await createUser(t.db, { email: 'rival@example.com', roles: ['customer'] });
  customer = await loginAs(t.app, 'customer@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
  rival = await loginAs(t.app, 'rival@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  // Her seeded week would overlap the jobs these tests put at times near now.
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, options: { cookie?: string; body?: unknown } = {}) => apiCall(t, method, url, options);
/** A job of the demo customer with the demo provider, `hours` from the test's clock. */
const jobIn = (hours: number, status: 'requested' | 'confirmed' | 'completed' | 'in_progress' = 'confirmed') =>
  insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(clock + hours * HOUR_MS), status });
const totalOf = async (jobId: string) => (await t.db.selectFrom('jobs').select('total_minor').where('id', '=', jobId).executeTakeFirstOrThrow()).total_minor;

describe('cancelling', () => {
  it('is free before the window: the quote says so, and the cancellation records who, why and no fee', async () => {
    const jobId = await jobIn(30 * 24 + 5);
    const quote = (await call('GET', `/api/jobs/${jobId}/cancellation`, { cookie: customer })).json();
    const start = clock + (30 * 24 + 5) * HOUR_MS;
    expect(quote).toEqual({ allowed: true, freeUntil: new Date(start - 24 * HOUR_MS).toISOString(), feeMinor: 0, refundMinor: 0, currency: 'USD' });
    const response = await call('POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: '  Found a friend to help  ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: jobId, status: 'cancelled', can: { cancel: false, reschedule: false, review: false } });
    expect(response.json().timeline.at(-1)).toEqual({ at: new Date(clock).toISOString(), actor: { role: 'customer', name: 'Jordan Miller' }, from: 'confirmed', to: 'cancelled', reason: 'Found a friend to help' });
    expect((await t.db.selectFrom('jobs').select('cancellation_fee_minor').where('id', '=', jobId).executeTakeFirstOrThrow()).cancellation_fee_minor).toBe(0);
  });

  it('costs the exact fee inside the window, as quoted beforehand', async () => {
    const jobId = await jobIn(5);
    const quote = (await call('GET', `/api/jobs/${jobId}/cancellation`, { cookie: customer })).json();
    const fee = Math.floor(((await totalOf(jobId)) * 2500 + 5000) / 10_000);
    expect(quote).toMatchObject({ allowed: true, feeMinor: fee, refundMinor: 0 });
    expect(fee).toBeGreaterThan(0);
    await call('POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Sick' } });
    expect((await t.db.selectFrom('jobs').select('cancellation_fee_minor').where('id', '=', jobId).executeTakeFirstOrThrow()).cancellation_fee_minor).toBe(fee);
  });

  it('the free window ends exactly at start − the free hours (the clock moves)', async () => {
    const jobId = await jobIn(48);
    expect((await call('GET', `/api/jobs/${jobId}/cancellation`, { cookie: customer })).json().feeMinor).toBe(0);
    clock += 24 * HOUR_MS;
    expect((await call('GET', `/api/jobs/${jobId}/cancellation`, { cookie: customer })).json().feeMinor).toBeGreaterThan(0);
  });

  it('lets the provider and the market’s manager cancel, free for the customer', async () => {
    for (const [cookie, role] of [[provider, 'provider'], [manager, 'manager']] as const) {
      const jobId = await jobIn(3);
      expect((await call('GET', `/api/jobs/${jobId}/cancellation`, { cookie })).json()).toMatchObject({ allowed: true, feeMinor: 0 });
      const response = await call('POST', `/api/jobs/${jobId}/cancel`, { cookie, body: { reason: 'Provider is ill' } });
      expect(response.json().timeline.at(-1)).toMatchObject({ actor: { role }, to: 'cancelled', reason: 'Provider is ill' });
      expect((await t.db.selectFrom('jobs').select('cancellation_fee_minor').where('id', '=', jobId).executeTakeFirstOrThrow()).cancellation_fee_minor).toBe(0);
    }
  });

  it('refuses what the lifecycle does not allow with 409 INVALID_TRANSITION', async () => {
    const cancelled = await jobIn(50);
    await call('POST', `/api/jobs/${cancelled}/cancel`, { cookie: customer, body: { reason: 'x' } });
    const completed = await jobIn(-50, 'completed');
    const started = await jobIn(-1, 'in_progress');
    const begun = await jobIn(-4, 'confirmed');
    for (const jobId of [cancelled, completed, started, begun]) {
      expect((await call('GET', `/api/jobs/${jobId}/cancellation`, { cookie: customer })).json().allowed).toBe(false);
      const response = await call('POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Again' } });
      expect([response.statusCode, response.json().error.code]).toEqual([409, 'INVALID_TRANSITION']);
    }
    expect((await call('POST', `/api/jobs/${completed}/cancel`, { cookie: customer, body: { reason: 'x' } })).json().error.message).toBe('A completed job cannot be cancelled.');
  });

  it('needs a reason (400), and someone else’s job is not found (404)', async () => {
    const jobId = await jobIn(72);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, undefined]) {
      const response = await call('POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual([body ? 'reason' : 'body']);
    }
    expect((await call('POST', `/api/jobs/${jobId}/cancel`, { cookie: rival, body: { reason: 'Mine now' } })).statusCode).toBe(404);
    expect((await call('GET', `/api/jobs/${jobId}/cancellation`, { cookie: rival })).statusCode).toBe(404);
  });

  it('refuses a reason with invisible characters with a 400 on the field, and changes nothing', async () => {
    const jobId = await jobIn(76);
    // A right-to-left override (U+202E) makes what follows it read backwards on the history.
    const response = await call('POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Changed plans\u202e lanigiro' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ reason: ['Remove invisible or control characters'] });
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status).toBe('confirmed');
  });
});

describe('rescheduling', () => {
  /** A job at a start S of the demo provider where S + 30 min is also free: moving by half an hour overlaps the job itself. */
  async function movableJob() {
    const starts = (await freeStartsOf(t, 'nyc', maria, cleaning, new Date(clock))).map(Number);
    const start = starts.find((candidate) => starts.includes(candidate + 30 * MINUTE_MS) && candidate > clock + 2 * DAY_MS)!;
    const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(start), services: cleaning });
    return { jobId, start };
  }

  it('offers the same provider’s times from the slot engine, the job’s own time not blocking it', async () => {
    const { jobId, start } = await movableJob();
    const response = await call('POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: customer });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { timeZone: string; durationMinutes: number; days: Array<{ slots: Array<{ start: string; providerCount: number }> }> };
    const offered = body.days.flatMap((day) => day.slots.map((slot) => new Date(slot.start).getTime()));
    expect({ timeZone: body.timeZone, durationMinutes: body.durationMinutes }).toEqual({ timeZone: 'America/New_York', durationMinutes: 120 });
    expect(offered).toContain(start + 30 * MINUTE_MS);
    expect(offered).not.toContain(start);
    expect(body.days.flatMap((day) => day.slots).every((slot) => slot.providerCount === 1)).toBe(true);
  });

  it('moves the job, keeping its id and status, and records the move on the timeline', async () => {
    const { jobId, start } = await movableJob();
    const to = new Date(start + 30 * MINUTE_MS).toISOString();
    const response = await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start: to } });
    expect(response.statusCode).toBe(200);
    const job = response.json();
    expect(job).toMatchObject({ id: jobId, status: 'confirmed', start: to, end: new Date(start + 150 * MINUTE_MS).toISOString() });
    expect(job.timeline.at(-1)).toMatchObject({ actor: { role: 'customer' }, from: 'confirmed', to: 'confirmed', reason: expect.stringMatching(/^Rescheduled from \w{3} \d+ \w{3} \d{4}, \d+:\d{2} [AP]M to .* \(America\/New_York\)$/) });
    const stored = await t.db.selectFrom('jobs').select(['start_at', 'end_at']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(stored.start_at.toISOString()).toBe(to);
  });

  it('refuses a time that is taken (409 SLOT_TAKEN), the same time (400) and a bad date (400)', async () => {
    const { jobId, start } = await movableJob();
    const other = await movableJob();
    const taken = await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start: new Date(other.start).toISOString() } });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'SLOT_TAKEN']);
    const same = await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start: new Date(start).toISOString() } });
    expect([same.statusCode, same.json().error.fieldErrors]).toEqual([400, { start: ['The job is already at this time'] }]);
    for (const body of [{ start: 'next tuesday' }, {}, { start: 5 }]) {
      expect((await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body })).statusCode).toBe(400);
    }
  });

  it('lets the market’s manager move it; not the provider (403), not a stranger (404), not a cancelled job (409)', async () => {
    const { jobId, start } = await movableJob();
    const to = new Date(start + 30 * MINUTE_MS).toISOString();
    expect((await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: provider, body: { start: to } })).statusCode).toBe(403);
    expect((await call('POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: provider })).statusCode).toBe(403);
    expect((await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: rival, body: { start: to } })).statusCode).toBe(404);
    const moved = await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: manager, body: { start: to } });
    expect(moved.json().timeline.at(-1).actor.role).toBe('manager');
    await call('POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'x' } });
    const cancelled = await call('POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start: new Date(start).toISOString() } });
    expect([cancelled.statusCode, cancelled.json().error.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await call('POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: customer })).statusCode).toBe(409);
  });
});

describe('rating', () => {
  const ratingOf = async () => t.db.selectFrom('providers').select(['rating_sum', 'rating_count']).where('id', '=', maria).executeTakeFirstOrThrow();

  it('rates a completed job once; the stars join the provider’s rating', async () => {
    const jobId = await jobIn(-72, 'completed');
    expect((await call('GET', `/api/jobs/${jobId}`, { cookie: customer })).json().can.review).toBe(true);
    const before = await ratingOf();
    const response = await call('POST', `/api/jobs/${jobId}/review`, { cookie: customer, body: { rating: 4, comment: '  Quick and tidy  ' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ review: { rating: 4, comment: 'Quick and tidy', createdAt: new Date(clock).toISOString() }, can: { review: false } });
    expect(await ratingOf()).toEqual({ rating_sum: before.rating_sum + 4, rating_count: before.rating_count + 1 });
    const again = await call('POST', `/api/jobs/${jobId}/review`, { cookie: customer, body: { rating: 1 } });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'You have already rated this job.']);
    expect(await ratingOf()).toEqual({ rating_sum: before.rating_sum + 4, rating_count: before.rating_count + 1 });
  });

  it('the seeded past job of the demo customer can be rated', async () => {
    const past = (await call('GET', '/api/jobs?scope=past&pageSize=50', { cookie: customer })).json().jobs.find((job: { status: string }) => job.status === 'completed');
    expect((await call('POST', `/api/jobs/${past.id}/review`, { cookie: customer, body: { rating: 5 } })).statusCode).toBe(201);
  });

  it('refuses a job not completed (409), bad stars (400), anyone but its customer (403/404)', async () => {
    const upcoming = await jobIn(40);
    expect((await call('POST', `/api/jobs/${upcoming}/review`, { cookie: customer, body: { rating: 5 } })).statusCode).toBe(409);
    const done = await jobIn(-40, 'completed');
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, { comment: 'no stars' }]) {
      const response = await call('POST', `/api/jobs/${done}/review`, { cookie: customer, body });
      expect([response.statusCode, Object.keys(response.json().error.fieldErrors)]).toEqual([400, ['rating']]);
    }
    expect((await call('POST', `/api/jobs/${done}/review`, { cookie: provider, body: { rating: 5 } })).statusCode).toBe(403);
    expect((await call('POST', `/api/jobs/${done}/review`, { cookie: rival, body: { rating: 1 } })).statusCode).toBe(404);
  });
});
