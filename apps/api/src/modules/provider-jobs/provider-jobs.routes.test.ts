import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { insertCapturedJob } from '../../test-support/captured-job-fixtures';
import { clearBlockingJobs, freeStartsOf, insertTestJob, placeBody, testDeps, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let customerId: string;
let provider: string;
let maria: string;
let otherProvider: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  customer = await loginAs(t.app, 'customer@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  otherProvider = await loginAs(t.app, (await firstProviderIn(t.db, 'nyc', [maria])).email);
  // Maria's seeded week would overlap the jobs these tests give her over the next days.
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = TEST_NOW;
});

const call = (method: InjectOptions['method'], url: string, cookie: string, body?: unknown) => apiCall(t, method, url, { cookie, body });
const act = (jobId: string, action: string, body: unknown = {}, cookie = provider) => call('POST', `/api/provider/jobs/${jobId}/${action}`, cookie, body);
const detail = (jobId: string, cookie = provider) => call('GET', `/api/provider/jobs/${jobId}`, cookie);

let slot = 0;
/**
 * A start in the next days, a different one each time (5 hours apart: never overlapping), close
 * enough that the sessions stay valid when the clock moves there.
 */
const nextStart = () => new Date(TEST_NOW + DAY_MS + (slot += 1) * 5 * HOUR_MS);
const jobFor = (status: 'requested' | 'confirmed' | 'in_progress' | 'completed', start = nextStart()) =>
  insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start, status, services: cleaning });
const startOf = async (jobId: string) => (await t.db.selectFrom('jobs').select('start_at').where('id', '=', jobId).executeTakeFirstOrThrow()).start_at.getTime();

describe('a request, from booking to completion', () => {
  it('shows the request without the street, lets the provider accept, then reveals address and contact', async () => {
    const [start] = (await freeStartsOf(t, 'nyc', maria, cleaning)).filter((candidate) => candidate.getTime() > TEST_NOW + 10 * DAY_MS);
    const hold = (await call('POST', '/api/holds', customer, { marketId: 'nyc', providerId: maria, start: start!.toISOString(), services: cleaning })).json().hold;
    const placed = await call('POST', '/api/jobs', customer, placeBody(hold.id, randomUUID()));
    expect(placed.statusCode).toBe(201);
    const jobId = placed.json().job.id as string;

    const requests = await call('GET', '/api/provider/requests', provider);
    expect(requests.headers['cache-control']).toBe('no-store');
    const request = requests.json().requests.find((candidate: { id: string }) => candidate.id === jobId);
    const total = placed.json().job.price.totalMinor as number;
    expect(request).toEqual(expect.objectContaining({
      status: 'requested',
      timeZone: 'America/New_York',
      area: { postalCode: '10001', city: 'New York' },
      earnings: { totalMinor: total, commissionMinor: Math.floor((total * 2000 + 5000) / 10_000), earningsMinor: total - Math.floor((total * 2000 + 5000) / 10_000), currency: 'USD' },
      respondBy: new Date(clock + 120 * MINUTE_MS).toISOString(),
      services: [{ serviceId: 'home-cleaning', name: 'Home cleaning', unit: 'hour', quantity: 2 }],
    }));
    expect(JSON.stringify(request)).not.toContain('Fifth Avenue');

    const before = (await detail(jobId)).json();
    expect(before).toMatchObject({ address: null, customer: null, actions: ['accept', 'decline', 'cancel'], notes: [] });
    expect(before.descriptionHtml).toBe('<p>Kitchen and <strong>two</strong> bathrooms</p>');

    const accepted = await act(jobId, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'confirmed',
      respondBy: null,
      address: { line1: '350 Fifth Avenue', city: 'New York', postalCode: '10001' },
      customer: { name: 'Jordan Miller', email: 'jordan@example.com', phone: '+1 212 555 0101' },
      actions: ['cancel'],
    });
    expect(accepted.json().timeline.at(-1)).toMatchObject({ actor: { role: 'provider', name: 'Maria Alvarez' }, from: 'requested', to: 'confirmed', reason: null });
    const seen = (await call('GET', `/api/jobs/${jobId}`, customer)).json();
    expect(seen.status).toBe('confirmed');
    expect(seen.timeline.map((event: { to: string }) => event.to)).toEqual(['requested', 'confirmed']);
  });

  it('starts from 30 minutes before the start, completes with a note, and the customer sees every step', async () => {
    const jobId = await jobFor('confirmed');
    const start = await startOf(jobId);
    clock = start - 31 * MINUTE_MS;
    const early = await act(jobId, 'start');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'INVALID_TRANSITION', message: 'A job can be started from 30 minutes before its start time.' });
    expect((await detail(jobId)).json()).toMatchObject({ actions: ['cancel'], startableFrom: new Date(start - 30 * MINUTE_MS).toISOString() });

    clock = start - 20 * MINUTE_MS;
    expect((await act(jobId, 'start')).json()).toMatchObject({ status: 'in_progress', actions: ['complete'] });
    clock = start + 2 * HOUR_MS;
    const done = await act(jobId, 'complete', { note: '  Left the spare key in the mailbox  ' });
    expect(done.json()).toMatchObject({ status: 'completed', actions: [] });
    expect(done.json().timeline.at(-1)).toMatchObject({ from: 'in_progress', to: 'completed', reason: 'Left the spare key in the mailbox' });
    const seen = (await call('GET', `/api/jobs/${jobId}`, customer)).json();
    expect(seen.timeline.slice(-2).map((event: { to: string; actor: { role: string } }) => [event.actor.role, event.to])).toEqual([['provider', 'in_progress'], ['provider', 'completed']]);
    expect(seen.can.review).toBe(true);
  });
});

describe('two tabs at once', () => {
  it('accepting twice: exactly one wins, the other gets a clear 409', async () => {
    const jobId = await jobFor('requested');
    const answers = await Promise.all([act(jobId, 'accept'), act(jobId, 'accept')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe('INVALID_TRANSITION');
    const events = await t.db.selectFrom('job_events').select('to_status').where('job_id', '=', jobId).execute();
    expect(events.filter((event) => event.to_status === 'confirmed')).toHaveLength(1);
  });

  it('accepting a job declined a moment before in another tab: 409, not "no such job"', async () => {
    const jobId = await jobFor('requested');
    expect((await act(jobId, 'decline', { reason: 'Away that day' })).statusCode).toBe(200);
    const late = await act(jobId, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('INVALID_TRANSITION');
  });

  it('accept and decline at once: one of them, never both', async () => {
    const jobId = await jobFor('requested');
    const answers = await Promise.all([act(jobId, 'accept'), act(jobId, 'decline', { reason: 'Away that day' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await t.db.selectFrom('job_events').select('to_status').where('job_id', '=', jobId).execute();
    expect(events).toHaveLength(2);
  });
});

describe('declining, cancelling, no-shows', () => {
  it('a decline needs a reason; it sends the job back to the market without a provider', async () => {
    const jobId = await jobFor('requested');
    const missing = await act(jobId, 'decline', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toHaveProperty('reason');
    expect((await act(jobId, 'decline', { reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const declined = await act(jobId, 'decline', { reason: 'Fully booked that week' });
    expect(declined.json()).toMatchObject({ status: 'unassigned', actions: [] });
    expect((await t.db.selectFrom('jobs').select('provider_id').where('id', '=', jobId).executeTakeFirstOrThrow()).provider_id).toBeNull();
    expect((await detail(jobId)).statusCode).toBe(404);
    const seen = (await call('GET', `/api/jobs/${jobId}`, customer)).json();
    expect(seen).toMatchObject({ status: 'unassigned', provider: null });
    expect(seen.timeline.at(-1)).toMatchObject({ actor: { role: 'provider' }, from: 'requested', to: 'unassigned', reason: 'Fully booked that week' });
  });

  it('refuses an answer after the response deadline', async () => {
    const jobId = await jobFor('requested');
    await t.db.updateTable('jobs').set({ respond_by: new Date(clock - MINUTE_MS) }).where('id', '=', jobId).execute();
    const late = await act(jobId, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/time to answer this request has passed/);
  });

  it('the provider cancels before the start with a reason; the customer owes nothing', async () => {
    const jobId = await jobFor('confirmed');
    const start = await startOf(jobId);
    clock = start - HOUR_MS;
    expect((await act(jobId, 'cancel', {})).statusCode).toBe(400);
    const cancelled = await act(jobId, 'cancel', { reason: 'Van broke down' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', actions: [] });
    expect(cancelled.json().timeline.at(-1)).toMatchObject({ actor: { role: 'provider' }, to: 'cancelled', reason: 'Van broke down' });
    expect((await t.db.selectFrom('jobs').select('cancellation_fee_minor').where('id', '=', jobId).executeTakeFirstOrThrow()).cancellation_fee_minor).toBe(0);
  });

  it('records a no-show only after the start time, and no cancelling then', async () => {
    const jobId = await jobFor('confirmed');
    const start = await startOf(jobId);
    clock = start - MINUTE_MS;
    expect((await act(jobId, 'no-show')).json().error.message).toBe('A no-show can be recorded once the start time has passed.');
    clock = start + 15 * MINUTE_MS;
    expect((await act(jobId, 'cancel', { reason: 'Too late' })).statusCode).toBe(409);
    expect((await act(jobId, 'no-show', { reason: 'Nobody answered the door' })).json()).toMatchObject({ status: 'no_show', actions: [] });
  });

  it('refuses what the lifecycle does not allow: completing a job that has not started', async () => {
    const jobId = await jobFor('confirmed');
    const answer = await act(jobId, 'complete');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe('A confirmed job cannot be completed.');
  });
});

describe('access and input', () => {
  it('someone else’s job is not found; a customer is not a provider', async () => {
    const jobId = await jobFor('requested');
    expect((await detail(jobId, otherProvider)).statusCode).toBe(404);
    expect((await act(jobId, 'accept', {}, otherProvider)).statusCode).toBe(404);
    expect((await detail(jobId, customer)).statusCode).toBe(403);
    expect((await act(jobId, 'accept', {}, customer)).statusCode).toBe(403);
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status).toBe('requested');
  });

  it('answers malformed input with 400 and field errors, never 500', async () => {
    expect((await detail('not-a-job')).statusCode).toBe(400);
    const tooLong = await call('GET', `/api/provider/calendar?from=${new Date(clock).toISOString()}&to=${new Date(clock + 63 * DAY_MS).toISOString()}`, provider);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors.to).toEqual(['At most 62 days at a time']);
    const backwards = await call('GET', `/api/provider/calendar?from=${new Date(clock).toISOString()}&to=${new Date(clock - DAY_MS).toISOString()}`, provider);
    expect(backwards.json().error.fieldErrors.to).toEqual(['The end must be after the start']);
    expect((await call('GET', '/api/provider/calendar?from=yesterday', provider)).statusCode).toBe(400);
    expect((await act(randomUUID(), 'notes', { body: '' })).statusCode).toBe(400);
  });
});

describe('private notes', () => {
  it('are kept for the provider and never shown to the customer', async () => {
    const jobId = await jobFor('confirmed');
    const added = await act(jobId, 'notes', { body: 'Customer prefers unscented products' });
    expect(added.statusCode).toBe(201);
    expect(added.json().notes).toEqual([{ id: expect.any(Number), body: 'Customer prefers unscented products', at: new Date(clock).toISOString() }]);
    expect((await act(jobId, 'notes', { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    const customerView = await call('GET', `/api/jobs/${jobId}`, customer);
    expect(customerView.body).not.toContain('unscented');
  });
});

describe('the provider home', () => {
  it('lists accepted and running jobs soonest first, and the calendar in the market’s zone', async () => {
    const confirmed = await jobFor('confirmed');
    const running = await jobFor('in_progress');
    const upcoming = (await call('GET', '/api/provider/upcoming', provider)).json();
    const ids = upcoming.jobs.map((job: { id: string }) => job.id);
    expect(ids).toEqual(expect.arrayContaining([confirmed, running]));
    expect(upcoming.jobs.every((job: { status: string }) => ['confirmed', 'in_progress'].includes(job.status))).toBe(true);
    expect(upcoming.jobs.map((job: { start: string }) => job.start)).toEqual([...upcoming.jobs.map((job: { start: string }) => job.start)].sort());

    const from = DateTime.fromMillis(await startOf(confirmed), { zone: 'America/New_York' }).startOf('week');
    await t.db.insertInto('provider_time_off').values({ provider_id: maria, starts_at: from.plus({ days: 5 }).toJSDate(), ends_at: from.plus({ days: 6 }).toJSDate(), reason: 'Family visit' }).execute();
    const calendar = (await call('GET', `/api/provider/calendar?from=${from.toUTC().toISO()}&to=${from.plus({ weeks: 1 }).toUTC().toISO()}`, provider)).json();
    expect(calendar.timeZone).toBe('America/New_York');
    expect(calendar.jobs.map((job: { id: string }) => job.id)).toContain(confirmed);
    expect(calendar.timeOff).toEqual([{ start: from.plus({ days: 5 }).toUTC().toISO(), end: from.plus({ days: 6 }).toUTC().toISO(), reason: 'Family visit' }]);
    // Maria works weekdays 8–17 in New York.
    expect(calendar.workingHours).toHaveLength(5);
    expect(calendar.workingHours[0]).toEqual({ start: from.set({ hour: 8 }).toUTC().toISO(), end: from.set({ hour: 17 }).toUTC().toISO() });
  });

  it('counts this week’s completed jobs and sums the earnings captured this week from the ledger', async () => {
    const before = (await call('GET', '/api/provider/earnings', provider)).json().markets[0];
    const weekStart = DateTime.fromMillis(clock, { zone: 'America/New_York' }).startOf('week');
    const captured = await insertCapturedJob(testDeps(t, () => new Date(clock)), { customerId, providerId: maria, marketId: 'nyc', start: weekStart.plus({ hours: 1 }).toJSDate(), services: cleaning });
    const job = await t.db.selectFrom('jobs').select(['subtotal_minor', 'total_minor']).where('id', '=', captured.jobId).executeTakeFirstOrThrow();
    const after = (await call('GET', '/api/provider/earnings', provider)).json().markets[0];
    expect(after).toMatchObject({ marketId: 'nyc', currency: 'USD', timeZone: 'America/New_York' });
    expect(after.week.from).toBe(weekStart.toUTC().toISO());
    expect(after.week.completedJobs).toBe(before.week.completedJobs + 1);
    // The services' subtotal less the 20% commission: not the total (service fee and tax are not theirs).
    expect(after.week.earningsMinor - before.week.earningsMinor).toBe(captured.earningsMinor);
    expect(captured.earningsMinor).toBe(job.subtotal_minor - Math.floor((job.subtotal_minor * 2000 + 5000) / 10_000));
    expect(captured.earningsMinor).toBeLessThan(job.total_minor);
    // A completed job nothing was captured for earns nothing yet.
    await jobFor('completed', weekStart.plus({ hours: 6 }).toJSDate());
    expect((await call('GET', '/api/provider/earnings', provider)).json().markets[0].week.earningsMinor).toBe(after.week.earningsMinor);
  });
});
