import { listProvidersOffering } from '../booking/schedules.repository';
import { bookableJob, call, type DeskWorld, jobFor, post, setUpDeskWorld } from '../../test-support/desk-fixtures';
import { TEST_NOW } from '../../test-support/test-clock';

/** Suspension, reinstatement and the provider's own pause, and what they change about being offered. */
let t: DeskWorld['t'];
let manager: string;
let provider: string;
let maria: string;
beforeAll(async () => {
  ({ t, manager, provider, maria } = await setUpDeskWorld());
});
afterAll(() => t.close());

const suspend = (providerId: string, reason: unknown, cookie = manager) => call('POST', `/api/markets/nyc/providers/${providerId}/suspend`, cookie, { reason });
const reinstate = (providerId: string, reason: unknown, cookie = manager) => call('POST', `/api/markets/nyc/providers/${providerId}/reinstate`, cookie, { reason });
const offered = async (providerId: string) => (await listProvidersOffering(t.db, 'nyc', ['home-cleaning'])).includes(providerId);
/** On the market's public page. */
const listed = async (providerId: string) =>
  (await call('GET', '/api/markets/nyc/providers', undefined)).json().providers.some((card: { id: string }) => card.id === providerId);

describe('suspension', () => {
  it('suspends with a reason: audited, emailed, not offered; requests go back to the queue, confirmed jobs wait for reassignment', async () => {
    const requested = await jobFor('requested');
    const confirmed = await jobFor('confirmed');
    expect((await suspend(maria, '')).statusCode).toBe(400);
    const response = await suspend(maria, 'Three complaints this week');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ status: 'suspended', suspensionReason: 'Three complaints this week' }));
    expect(response.json().history[0]).toEqual(expect.objectContaining({ action: 'suspended', marketId: 'nyc', reason: 'Three complaints this week', actor: expect.objectContaining({ role: 'manager' }) }));
    expect(await offered(maria)).toBe(false);
    expect(await listed(maria)).toBe(false);

    const desk = (await call('GET', `/api/markets/nyc/jobs/${requested}/desk`, manager)).json();
    expect(desk).toEqual(expect.objectContaining({ status: 'unassigned', provider: null }));
    expect(desk.history.at(-1).reason).toBe('Provider suspended: Three complaints this week');
    const waiting = (await call('GET', '/api/markets/nyc/roster/needs-reassignment', manager)).json();
    expect(waiting.jobs.map((job: { id: string }) => job.id)).toEqual([confirmed]);
    expect(waiting.jobs[0].provider.id).toBe(maria);

    const emails = await t.db.selectFrom('notifications').innerJoin('providers', 'providers.user_id', 'notifications.user_id').select('template').where('providers.id', '=', maria).where('template', '=', 'provider_suspended').execute();
    expect(emails).toHaveLength(1);
    expect((await suspend(maria, 'Again')).statusCode).toBe(409);
  });

  it('keeps a suspended provider out of assignment and refuses their accept, also through the job desk', async () => {
    const { jobId, list, owner } = await bookableJob();
    expect(list.map((candidate) => candidate.provider.id)).not.toContain(maria);
    const assign = await post(jobId, 'assign', { providerId: maria });
    expect(assign.statusCode).toBe(409);
    if (owner !== maria) expect(assign.json().error.message).toMatch(/does not offer/);
    const request = await jobFor('requested');
    const accept = await call('POST', `/api/provider/jobs/${request}/accept`, provider, {});
    expect(accept.statusCode).toBe(403);
    expect(accept.json().error.message).toMatch(/suspended in New York City/);
    const onTheirBehalf = await post(request, 'status', { action: 'accept', reason: 'Called in to accept' });
    expect(onTheirBehalf.statusCode).toBe(409);
    expect(onTheirBehalf.json().error.message).toMatch(/suspended in New York City: assign the job to someone else/);
  });

  it('reinstates with a reason: offered again, emailed', async () => {
    expect((await reinstate(maria, 'Complaints resolved')).json()).toEqual(expect.objectContaining({ status: 'active', suspendedAt: null }));
    expect(await offered(maria)).toBe(true);
    expect(await listed(maria)).toBe(true);
    expect((await reinstate(maria, 'Twice')).statusCode).toBe(409);
  });
});

describe('the provider’s own pause', () => {
  const own = (action: 'pause' | 'resume', cookie = provider, providerId = maria) => call('POST', `/api/providers/${providerId}/${action}`, cookie, {});

  it('pauses and resumes: offered nowhere meanwhile, audited, yet may still answer a request already sent', async () => {
    const request = await jobFor('requested');
    const paused = await call('POST', `/api/providers/${maria}/pause`, provider, { reason: 'On holiday' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().pausedAt).toEqual(expect.any(String));
    expect(await offered(maria)).toBe(false);
    expect(await listed(maria)).toBe(false);
    expect((await call('GET', `/api/markets/nyc/roster?status=paused`, manager)).json().providers.map((row: { id: string }) => row.id)).toEqual([maria]);
    expect((await call('POST', `/api/provider/jobs/${request}/accept`, provider, {})).statusCode).toBe(200);
    expect((await own('pause')).statusCode).toBe(409);
    expect((await own('resume')).json()).toEqual({ pausedAt: null, suspensions: [] });
    expect(await offered(maria)).toBe(true);
    const history = (await call('GET', `/api/markets/nyc/providers/${maria}`, manager)).json().history;
    expect(history.slice(0, 2).map((change: { action: string; marketId: string | null }) => [change.action, change.marketId])).toEqual([
      ['resumed', null],
      ['paused', null],
    ]);
  });

  it('is the provider’s alone', async () => {
    expect((await own('pause', manager)).statusCode).toBe(403);
    expect((await call('GET', `/api/providers/${maria}/status`, provider)).statusCode).toBe(200);
    expect((await call('GET', `/api/providers/${maria}/status`, manager)).statusCode).toBe(403);
  });
});

describe('disabled accounts', () => {
  it('hide the provider: not listed, profile 404, not offered', async () => {
    const userId = (await t.db.selectFrom('providers').select('user_id').where('id', '=', maria).executeTakeFirstOrThrow()).user_id;
    await t.db.updateTable('users').set({ disabled_at: new Date(TEST_NOW) }).where('id', '=', userId).execute();
    expect((await call('GET', `/api/providers/${maria}`, undefined)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/markets/nyc/providers', undefined)).json().providers;
    expect(listed.map((card: { id: string }) => card.id)).not.toContain(maria);
    expect(await offered(maria)).toBe(false);
    await t.db.updateTable('users').set({ disabled_at: null }).where('id', '=', userId).execute();
  });
});
