import { call, DAY_MS, type DeskWorld, jobFor, MINUTE_MS, setUpDeskWorld } from '../../test-support/desk-fixtures';
import { userIdOf } from '../../test-support/job-fixtures';
import { TEST_NOW } from '../../test-support/test-clock';

/** The roster: who works in the market, their status and the last 30 days' numbers. */
let t: DeskWorld['t'];
let manager: string;
let berlinManager: string;
let maria: string;
beforeAll(async () => {
  ({ t, manager, berlinManager, maria } = await setUpDeskWorld());
});
afterAll(() => t.close());

const roster = (query = '', cookie = manager) => call('GET', `/api/markets/nyc/roster${query}`, cookie);

describe('the roster', () => {
  it('lists the market’s providers by name with their status, for its managers only, never cached', async () => {
    const response = await roster();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const page = response.json();
    expect(page.total).toBeGreaterThan(1);
    const names = page.providers.map((row: { displayName: string }) => row.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(page.providers.find((row: { id: string }) => row.id === maria)).toEqual(expect.objectContaining({ status: 'active', hasHours: true }));
    expect((await roster('', berlinManager)).statusCode).toBe(403);
    expect((await call('GET', '/api/markets/nyc/roster', undefined)).statusCode).toBe(401);
    expect((await roster('?status=gone')).statusCode).toBe(400);
  });

  it('filters by status and name', async () => {
    await t.db.updateTable('providers').set({ paused_at: new Date(TEST_NOW) }).where('id', '=', maria).execute();
    const paused = (await roster('?status=paused')).json();
    expect(paused.providers.map((row: { id: string }) => row.id)).toEqual([maria]);
    expect((await roster('?status=active')).json().providers.some((row: { id: string }) => row.id === maria)).toBe(false);
    await t.db.updateTable('providers').set({ paused_at: null }).where('id', '=', maria).execute();
    const name = (await t.db.selectFrom('providers').select('display_name').where('id', '=', maria).executeTakeFirstOrThrow()).display_name;
    const found = (await roster(`?q=${encodeURIComponent(name.slice(0, 4).toUpperCase())}`)).json();
    expect(found.providers.map((row: { id: string }) => row.id)).toContain(maria);
    expect((await roster('?q=%25%25')).json().total).toBe(0);
  });

  it('counts the last 30 days: completed jobs, acceptance, median response, the provider’s cancellations and no-shows', async () => {
    const providerUser = await userIdOf(t.db, 'provider@example.com');
    const now = TEST_NOW;
    const event = (jobId: string, at: number, from: 'requested' | null, to: 'requested' | 'confirmed' | 'unassigned' | 'cancelled', actor: 'provider' | 'system' = 'provider', changes: unknown = null) =>
      t.db
        .insertInto('job_events')
        .values({ job_id: jobId, at: new Date(at), actor_user_id: actor === 'provider' ? providerUser : null, actor_role: actor, from_status: from, to_status: to, changes: changes ? JSON.stringify(changes) : null })
        .execute();
    await t.db.deleteFrom('job_events').where('actor_user_id', '=', providerUser).execute();
    const metricsOf = async () => (await roster('?q=')).json().providers.find((provider: { id: string }) => provider.id === maria).metrics;
    const before = await metricsOf(); // the demo data's own jobs
    await jobFor('completed', new Date(now - 5 * DAY_MS));
    await jobFor('completed', new Date(now - 40 * DAY_MS)); // outside the window
    await jobFor('no_show' as 'completed', new Date(now - 3 * DAY_MS));
    const accepted = await jobFor('requested', new Date(now + 4 * DAY_MS));
    await event(accepted, now - 2 * DAY_MS, null, 'requested');
    await event(accepted, now - 2 * DAY_MS + 10 * MINUTE_MS, 'requested', 'confirmed');
    const declined = await jobFor('requested', new Date(now + 5 * DAY_MS));
    await event(declined, now - DAY_MS, null, 'requested');
    await event(declined, now - DAY_MS + 30 * MINUTE_MS, 'requested', 'unassigned');
    const lapsed = await jobFor('requested', new Date(now + 6 * DAY_MS));
    await event(lapsed, now - DAY_MS, 'requested', 'unassigned', 'system', { provider: { before: { id: maria, name: 'Maria' }, after: null } });
    const cancelled = await jobFor('requested', new Date(now + 7 * DAY_MS));
    await event(cancelled, now - DAY_MS, 'requested', 'cancelled');

    expect(await metricsOf()).toEqual({
      jobsLast30Days: before.jobsLast30Days + 1,
      acceptanceRate: 0.333,
      medianResponseMinutes: 20,
      cancellations: 1,
      noShows: before.noShows + 1,
    });
  });

  it('shows one provider with their status history and upcoming jobs; 404 for one of another market', async () => {
    const upcoming = await jobFor('confirmed');
    const response = await call('GET', `/api/markets/nyc/providers/${maria}`, manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ id: maria, status: 'active', suspendedAt: null, history: [] }));
    expect(response.json().upcomingJobs.map((job: { id: string }) => job.id)).toContain(upcoming);
    expect((await call('GET', `/api/markets/berlin/providers/${maria}`, berlinManager)).statusCode).toBe(404);
    expect((await call('GET', `/api/markets/nyc/providers/${maria}`, berlinManager)).statusCode).toBe(403);
  });
});
