import { bookableJob, call, candidates, DAY_MS, desk, type DeskWorld, HOUR_MS, jobFor, MINUTE_MS, post, setUpDeskWorld } from '../../test-support/desk-fixtures';
import { firstProviderIn } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** The job desk's view, its ranked candidates and assigning (docs/market.md, "The job desk"). */
let t: DeskWorld['t'];
let manager: DeskWorld['manager'];
let berlinManager: DeskWorld['berlinManager'];
let customer: DeskWorld['customer'];
let provider: DeskWorld['provider'];
let customerId: DeskWorld['customerId'];
let maria: DeskWorld['maria'];
beforeAll(async () => {
  ({ t, manager, berlinManager, customer, provider, customerId, maria } = await setUpDeskWorld());
});
afterAll(() => t.close());

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
    await t.db.insertInto('job_events').values({ job_id: jobId, at: new Date(TEST_NOW), actor_user_id: declinerUser, actor_role: 'provider', from_status: 'requested', to_status: 'unassigned', reason: 'Busy' }).execute();

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
    const jobId = await jobFor('completed', new Date(TEST_NOW - 2 * DAY_MS));
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
    expect(expiry.respond_by!.getTime()).toBeGreaterThan(TEST_NOW);
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

    const done = await jobFor('completed', new Date(TEST_NOW - 3 * DAY_MS));
    const finished = await post(done, 'assign', { providerId: list[1]!.provider.id });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error).toEqual(expect.objectContaining({ code: 'INVALID_TRANSITION', message: 'A completed job cannot be assigned to a provider.' }));
  });
});
