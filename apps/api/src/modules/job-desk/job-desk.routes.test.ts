import type { InjectOptions } from 'fastify';
import { clearBlockingJobs, insertTestJob, testDeps, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { searchSchedules } from '../booking/schedule-search';
import { listProvidersOffering } from '../booking/schedules.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let t: TestApp;
let manager: string;
let berlinManager: string;
let customer: string;
let provider: string;
let customerId: string;
let maria: string;
let nycProviders: string[];
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  berlinManager = await loginAs(t.app, 'manager.berlin@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  nycProviders = await listProvidersOffering(t.db, 'nyc', ['home-cleaning']);
  // A quiet world: nobody's seeded jobs, nobody's reviews, so the ranking is known.
  await clearBlockingJobs(t.db, nycProviders);
  await t.db.updateTable('providers').set({ rating_sum: 0, rating_count: 0 }).where('id', 'in', nycProviders).execute();
  // Everyone works 7:00–21:00 every day, so several are free at the same time and time off is the only exception.
  await t.db.deleteFrom('provider_availability').where('provider_id', 'in', nycProviders).execute();
  await t.db.deleteFrom('provider_time_off').where('provider_id', 'in', nycProviders).execute();
  await t.db
    .insertInto('provider_availability')
    .values(nycProviders.flatMap((id) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ provider_id: id, weekday, start_minute: 7 * 60, end_minute: 21 * 60 }))))
    .execute();
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, cookie: string | undefined, body?: unknown) => apiCall(t, method, url, { ...(cookie ? { cookie } : {}), body });
const desk = (jobId: string, cookie = manager, market = 'nyc') => call('GET', `/api/markets/${market}/jobs/${jobId}/desk`, cookie);
const candidates = (jobId: string, cookie = manager) => call('GET', `/api/markets/nyc/jobs/${jobId}/candidates`, cookie);
const post = (jobId: string, action: 'assign' | 'status' | 'cancel', body: unknown, cookie = manager) => call('POST', `/api/markets/nyc/jobs/${jobId}/${action}`, cookie, body);

let slot = 0;
/** A start days ahead, a different one each time (5 hours apart), outside the free-cancellation window. */
const nextStart = () => new Date(Date.now() + 3 * DAY_MS + (slot += 1) * 5 * HOUR_MS);
const jobFor = (status: 'requested' | 'confirmed' | 'in_progress' | 'completed' | 'unassigned', start = nextStart(), providerId = maria) =>
  insertTestJob(t.db, { customerId, providerId, marketId: 'nyc', start, status, services: cleaning });

/** A job at a start the slot engine offers at least four providers (the job's `owner` one of them), with its free candidates. */
async function bookableJob(after = 2 * DAY_MS) {
  const market = await t.db.selectFrom('markets').selectAll().where('id', '=', 'nyc').executeTakeFirstOrThrow();
  const days = await searchSchedules(testDeps(t), { market, providerIds: nycProviders, durationMinutes: 120, now: new Date() });
  const earliest = Date.now() + after + slot * HOUR_MS;
  const found = days.flatMap((day) => day.slots).find((free) => free.providerIds.length >= 4 && free.start > earliest)!;
  const start = new Date(found.start);
  slot += 3;
  const owner = found.providerIds[0]!;
  const jobId = await jobFor('confirmed', start, owner);
  const list = (await candidates(jobId)).json().candidates as Array<{ provider: { id: string; displayName: string }; score: number; reasons: string[]; declinedBefore: boolean; parts: unknown[] }>;
  return { jobId, start, list, owner };
}

describe('the desk view', () => {
  it('shows every fact, the legal next steps, the fee quote and the history, never cached', async () => {
    const jobId = await jobFor('confirmed');
    const response = await desk(jobId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual(
      expect.objectContaining({
        id: jobId,
        status: 'confirmed',
        customer: expect.objectContaining({ id: customerId, email: 'customer@example.com' }),
        contact: { name: 'Test Person', email: 'test.person@example.com', phone: '+1 555 0100' },
        address: expect.objectContaining({ line1: '1 Test Street' }),
        provider: expect.objectContaining({ id: maria }),
        actions: ['unassign', 'assign', 'cancel', 'reschedule'],
        respondBy: null,
      }),
    );
    // Days ahead, cancelling is still free.
    expect(body.cancellationQuote.feeIfAppliedMinor).toBe(0);
    expect(body.history.map((event: { from: string | null; to: string }) => [event.from, event.to])).toEqual([[null, 'requested'], ['requested', 'confirmed']]);
    expect(body.history[0].changes).toBeNull();
  });

  it('is not found for another market’s manager, the job’s customer and provider, the wrong market and a guessed id', async () => {
    const jobId = await jobFor('confirmed');
    expect((await desk(jobId, berlinManager)).statusCode).toBe(404);
    expect((await desk(jobId, berlinManager, 'berlin')).statusCode).toBe(404);
    expect((await desk(jobId, customer)).statusCode).toBe(404);
    expect((await desk(jobId, provider)).statusCode).toBe(404);
    expect((await desk(jobId, manager, 'berlin')).statusCode).toBe(404);
    // Any market id that does not name the job's market: 404, never 400 for the path (as market-paths.routes.test.ts).
    for (const market of ['atlantis', 'NYC', 'ny%2Fc', 'ny%00c', '%C3%28', 'a'.repeat(41)]) {
      for (const path of ['desk', 'candidates']) expect((await call('GET', `/api/markets/${market}/jobs/${jobId}/${path}`, manager)).json().error.code).toBe('NOT_FOUND');
      expect((await call('POST', `/api/markets/${market}/jobs/${jobId}/status`, manager, { action: 'unassign', reason: 'x' })).json().error.code).toBe('NOT_FOUND');
    }
    expect((await desk('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', `/api/markets/nyc/jobs/${jobId}/desk`, undefined)).statusCode).toBe(401);
    expect((await desk('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('candidates', () => {
  it('ranks by the documented score: rating (Bayesian), that day’s load, travel fit; who declined comes last', async () => {
    const { jobId, start, list, owner } = await bookableJob();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((candidate) => candidate.provider.id)).not.toContain(owner);
    const [best, busy, declined] = list.slice(0, 3).map((candidate) => candidate.provider.id);
    await t.db.updateTable('providers').set({ rating_sum: 500, rating_count: 100 }).where('id', 'in', [best!, busy!, declined!]).execute();
    // `busy` has a job that day ending an hour before this one starts.
    const durationMs = 2 * HOUR_MS;
    const otherJob = await jobFor('confirmed', new Date(start.getTime() - HOUR_MS - durationMs), busy);
    const { end_at: otherEnd } = await t.db.selectFrom('jobs').select('end_at').where('id', '=', otherJob).executeTakeFirstOrThrow();
    const declinerUser = (await t.db.selectFrom('providers').select('user_id').where('id', '=', declined!).executeTakeFirstOrThrow()).user_id;
    await t.db.insertInto('job_events').values({ job_id: jobId, at: new Date(), actor_user_id: declinerUser, actor_role: 'provider', from_status: 'requested', to_status: 'unassigned', reason: 'Busy' }).execute();

    const ranked = (await candidates(jobId)).json().candidates as typeof list;
    const gap = Math.round((start.getTime() - otherEnd.getTime()) / MINUTE_MS);
    expect(ranked[0]).toEqual(
      expect.objectContaining({
        provider: expect.objectContaining({ id: best }),
        // 50 × (500 + 4 × 5) / (100 + 5) / 5 = 49.5, + 30 + 20
        score: 99.5,
        reasons: ['5.0★ over 100 reviews', 'No other job that day', 'Nothing booked right before or after'],
      }),
    );
    // Unrated providers (40 + 30 + 20 = 90) beat a 5★ one with a job that day close by.
    const busyAt = ranked.findIndex((candidate) => candidate.provider.id === busy);
    expect(ranked[busyAt]).toEqual(
      expect.objectContaining({
        score: Math.round((49.5 + 22.5 + (20 * gap) / 120) * 10) / 10,
        reasons: ['5.0★ over 100 reviews', '1 other job that day', `${gap} min free before`],
      }),
    );
    expect(ranked.slice(1, busyAt).every((candidate) => candidate.score === 90 && candidate.reasons[0] === 'No reviews yet')).toBe(true);
    expect(ranked.at(-1)).toEqual(expect.objectContaining({ provider: expect.objectContaining({ id: declined }), declinedBefore: true }));
    expect(ranked.at(-1)!.reasons[0]).toBe('Declined this job before');
    await t.db.updateTable('providers').set({ rating_sum: 0, rating_count: 0 }).where('id', 'in', [best!, busy!, declined!]).execute();
  });

  it('refuses for a job that can no longer be assigned', async () => {
    const jobId = await jobFor('completed', new Date(Date.now() - 2 * DAY_MS));
    const response = await candidates(jobId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('INVALID_TRANSITION');
  });
});

describe('assign', () => {
  it('reassigns to a ranked candidate (→ requested, a fresh deadline), records before → after, and the customer sees who', async () => {
    const { jobId, list, owner } = await bookableJob();
    const chosen = list[0]!.provider;
    const response = await post(jobId, 'assign', { providerId: chosen.id, reason: 'Maria is ill' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(expect.objectContaining({ status: 'requested', provider: expect.objectContaining({ id: chosen.id }), respondBy: expect.any(String) }));
    const ownerName = (await t.db.selectFrom('providers').select('display_name').where('id', '=', owner).executeTakeFirstOrThrow()).display_name;
    expect(body.history.at(-1)).toEqual(
      expect.objectContaining({
        from: 'confirmed',
        to: 'requested',
        reason: 'Maria is ill',
        actor: { role: 'manager', name: 'Sam Patel' },
        changes: { provider: { before: { id: owner, name: ownerName }, after: { id: chosen.id, name: chosen.displayName } } },
      }),
    );
    const expiry = await t.db.selectFrom('jobs').select('respond_by').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(expiry.respond_by!.getTime()).toBeGreaterThan(Date.now());
    // The customer's timeline names the new provider, and nothing about the one before.
    const timeline = (await call('GET', `/api/jobs/${jobId}`, customer)).json().timeline;
    expect(timeline.at(-1)).toEqual(expect.objectContaining({ to: 'requested', assignedTo: chosen.displayName, actor: { role: 'manager', name: 'Sam Patel' } }));
    expect(JSON.stringify(timeline)).not.toContain(owner);
  });

  it('assigns an unassigned job', async () => {
    const { jobId, list } = await bookableJob();
    await t.db.updateTable('jobs').set({ status: 'unassigned', provider_id: null }).where('id', '=', jobId).execute();
    const response = await post(jobId, 'assign', { providerId: list[0]!.provider.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().history.at(-1).changes.provider.before).toBeNull();
  });

  it('refuses a busy provider, one outside the market, an unknown one, the same one, and a finished job, each clearly', async () => {
    const { jobId, start, list, owner } = await bookableJob();
    const busy = list[0]!.provider;
    await jobFor('confirmed', start, busy.id);
    const taken = await post(jobId, 'assign', { providerId: busy.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual(expect.objectContaining({ code: 'SLOT_TAKEN', message: expect.stringContaining(`${busy.displayName} is not free at that time`) }));

    const berlin = await firstProviderIn(t.db, 'berlin');
    const outside = await post(jobId, 'assign', { providerId: berlin.id });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error.message).toMatch(/does not offer all of this job’s services in New York/);

    const unknown = await post(jobId, 'assign', { providerId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors).toEqual({ providerId: ['There is no such provider'] });

    expect((await post(jobId, 'assign', { providerId: owner })).statusCode).toBe(409);
    expect((await post(jobId, 'assign', { providerId: 'nope' })).statusCode).toBe(400);
    expect((await post(jobId, 'assign', { providerId: list[1]!.provider.id, reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const done = await jobFor('completed', new Date(Date.now() - 3 * DAY_MS));
    const finished = await post(done, 'assign', { providerId: list[1]!.provider.id });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error).toEqual(expect.objectContaining({ code: 'INVALID_TRANSITION', message: 'A completed job cannot be assigned to a provider.' }));
  });
});

describe('status changes', () => {
  it('unassigns with a reason, recording the provider let go', async () => {
    const jobId = await jobFor('confirmed');
    const response = await post(jobId, 'status', { action: 'unassign', reason: 'Provider asked to drop it' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ status: 'unassigned', provider: null, actions: ['assign', 'cancel'] }));
    expect(response.json().history.at(-1).changes.provider).toEqual({ before: expect.objectContaining({ id: maria }), after: null });
  });

  it('accepts a request, starts and completes a job, records a no-show, on the provider’s behalf', async () => {
    const requested = await jobFor('requested');
    await t.db.updateTable('jobs').set({ respond_by: new Date(Date.now() + HOUR_MS) }).where('id', '=', requested).execute();
    expect((await desk(requested)).json().actions).toEqual(['accept', 'unassign', 'assign', 'cancel', 'reschedule']);
    expect((await post(requested, 'status', { action: 'accept', reason: 'Confirmed by phone' })).json().status).toBe('confirmed');

    const now = await jobFor('confirmed', new Date(Date.now() - 10 * MINUTE_MS), nycProviders.find((id) => id !== maria));
    expect((await desk(now)).json().actions).toEqual(['start', 'noShow', 'unassign', 'cancel', 'reschedule']);
    expect((await post(now, 'status', { action: 'start', reason: 'Provider’s phone is dead' })).json().status).toBe('in_progress');
    const completed = await post(now, 'status', { action: 'complete', reason: 'Customer confirmed' });
    expect(completed.json()).toEqual(expect.objectContaining({ status: 'completed', actions: [] }));
    expect(completed.json().history.at(-1)).toEqual(expect.objectContaining({ from: 'in_progress', to: 'completed', reason: 'Customer confirmed', changes: null }));

    const absent = await jobFor('confirmed', new Date(Date.now() - 2 * DAY_MS));
    expect((await post(absent, 'status', { action: 'noShow', reason: 'Nobody home' })).json().status).toBe('no_show');
  });

  it('refuses an illegal step with a clear 409 and bad input with 400', async () => {
    const jobId = await jobFor('confirmed');
    const illegal = await post(jobId, 'status', { action: 'complete', reason: 'Done' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error).toEqual(expect.objectContaining({ code: 'INVALID_TRANSITION', message: 'A confirmed job cannot be completed.' }));
    const early = await post(jobId, 'status', { action: 'start', reason: 'Early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/30 minutes before its start/);
    expect((await post(jobId, 'status', { action: 'start', reason: '  ' })).statusCode).toBe(400);
    expect((await post(jobId, 'status', { action: 'start', reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post(jobId, 'status', { action: 'cancel', reason: 'Use the cancel endpoint' })).statusCode).toBe(400);
    expect((await post(jobId, 'status', {})).statusCode).toBe(400);
  });
});

describe('cancel', () => {
  let count = 0;
  /** Inside the free-cancellation window (24 hours), with a provider no other test here books that soon. */
  const inFeeWindow = () => jobFor('confirmed', new Date(Date.now() + 2 * HOUR_MS + (count += 1) * 3 * HOUR_MS), nycProviders.at(-1));

  it('on the customer’s behalf applies the fee from the policy snapshot, shown before as the quote', async () => {
    const jobId = await inFeeWindow();
    const before = (await desk(jobId)).json();
    const expected = Math.round((before.price.totalMinor * before.policy.cancellationFeeBps) / 10_000);
    expect(before.cancellationQuote.feeIfAppliedMinor).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const response = await post(jobId, 'cancel', { onBehalfOf: 'customer', fee: 'apply', reason: 'Customer called: moving out' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ status: 'cancelled', cancellationFeeMinor: expected }));
    expect(response.json().history.at(-1)).toEqual(
      expect.objectContaining({ to: 'cancelled', reason: 'Customer called: moving out', changes: { cancellation: { onBehalfOf: 'customer', fee: 'apply', feeMinor: expected } } }),
    );
    const again = await post(jobId, 'cancel', { onBehalfOf: 'customer', fee: 'waive', reason: 'Twice' });
    expect(again.statusCode).toBe(409);
  });

  it('waives the fee (0), on the customer’s or the company’s behalf; the company never applies one', async () => {
    const waived = await inFeeWindow();
    const response = await post(waived, 'cancel', { onBehalfOf: 'customer', fee: 'waive', reason: 'Goodwill' });
    expect(response.json()).toEqual(expect.objectContaining({ status: 'cancelled', cancellationFeeMinor: 0 }));
    expect(response.json().history.at(-1).changes).toEqual({ cancellation: { onBehalfOf: 'customer', fee: 'waive', feeMinor: 0 } });

    const company = await inFeeWindow();
    const refused = await post(company, 'cancel', { onBehalfOf: 'company', fee: 'apply', reason: 'No provider' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors.fee).toBeDefined();
    expect((await post(company, 'cancel', { onBehalfOf: 'company', fee: 'waive', reason: 'No provider' })).json().cancellationFeeMinor).toBe(0);
    expect((await post(company, 'cancel', { onBehalfOf: 'someone', fee: 'waive', reason: 'x' })).statusCode).toBe(400);
  });
});

describe('before → after on the other paths', () => {
  it('a manager’s reschedule (the existing endpoint) records the times; a decline records the provider let go', async () => {
    const { jobId, start } = await bookableJob();
    const slots = (await call('POST', `/api/jobs/${jobId}/reschedule/slots`, manager)).json();
    const to = slots.days[0].slots[0].start as string;
    const moved = await call('POST', `/api/jobs/${jobId}/reschedule`, manager, { start: to });
    expect(moved.statusCode).toBe(200);
    const last = (await desk(jobId)).json().history.at(-1);
    expect(last.changes.start).toEqual({ before: start.toISOString(), after: new Date(to).toISOString() });
    expect(last.changes.end.before).toEqual(expect.any(String));

    const requested = await jobFor('requested');
    await call('POST', `/api/provider/jobs/${requested}/decline`, provider, { reason: 'Fully booked' });
    expect((await desk(requested)).json().history.at(-1).changes).toEqual({ provider: { before: expect.objectContaining({ id: maria }), after: null } });
  });
});
