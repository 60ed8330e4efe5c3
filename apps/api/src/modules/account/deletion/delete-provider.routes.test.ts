import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { clearBlockingJobs, insertTestJob, testDeps } from '../../../test-support/job-fixtures';
import { messagesOf } from '../../../test-support/notification-fixtures';
import { providerWithoutMoney } from '../../../test-support/captured-job-fixtures';
import { filesUnder, makePicture, multipartBody } from '../../../test-support/picture-fixtures';
import { apiCall, createTestApp, createUser, csrf, loginAs, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

/** POST /api/account/delete for a provider: upcoming jobs back to the market, the profile gone (docs/account-page.md). */
const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let provider: { id: string; email: string };
let cookie: string;
let upcoming: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  provider = await providerWithoutMoney(testDeps(t), 'nyc');
  await clearBlockingJobs(t.db, [provider.id]);
  cookie = await loginAs(t.app, provider.email);
  customerId = await createUser(t.db, { email: 'left.behind@example.com', name: 'Lee Behind', roles: ['customer'] });
  upcoming = await insertTestJob(t.db, { customerId, providerId: provider.id, marketId: 'nyc', start: new Date(TEST_NOW + 5 * DAY_MS), status: 'confirmed' });
  await t.db.insertInto('job_notes').values({ job_id: upcoming, author_user_id: (await t.db.selectFrom('providers').select('user_id').where('id', '=', provider.id).executeTakeFirstOrThrow()).user_id, body: 'Gate code 1234' }).execute();
  const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'me.png', type: 'image/png' }]);
  const uploaded = await t.app.inject({ method: 'POST', url: `/api/providers/${provider.id}/picture`, headers: { ...csrf, cookie, 'content-type': contentType }, payload });
  expect(uploaded.statusCode).toBe(200);
  expect(filesUnder(t.config.dataDir)).toHaveLength(3);
  expect((await apiCall(t, 'PUT', `/api/favourites/${provider.id}`, { cookie: await loginAs(t.app, 'left.behind@example.com') })).statusCode).toBe(204);
});
afterAll(() => t.close());

describe('deleting a provider’s account', () => {
  it('is allowed with nothing under way and no money owed; the check names the upcoming job that goes back to the market', async () => {
    const check = (await apiCall(t, 'GET', '/api/account/deletion', { cookie })).json();
    expect(check).toMatchObject({ allowed: true, blockers: [], jobsToCancel: [], jobsToReassign: [{ jobId: upcoming, feeMinor: 0 }] });
    expect((await apiCall(t, 'POST', '/api/account/delete', { cookie, body: { currentPassword: DEMO_PASSWORD } })).statusCode).toBe(204);
  });

  it('gave the upcoming job back to the market: unassigned, by the site, and the customer and managers told', async () => {
    const job = await t.db.selectFrom('jobs').select(['status', 'provider_id']).where('id', '=', upcoming).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'unassigned', provider_id: null });
    const event = await t.db.selectFrom('job_events').select(['actor_role', 'actor_user_id', 'reason']).where('job_id', '=', upcoming).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toEqual({ actor_role: 'system', actor_user_id: null, reason: 'The provider left Handyhub, so the market will assign someone else.' });
    const told = (await messagesOf(t, 'unassigned', upcoming)).map((message) => `${message.email} ${message.channel}`);
    expect(told).toEqual(expect.arrayContaining(['left.behind@example.com email', 'manager@example.com email']));
    expect(told.filter((line) => line.startsWith(provider.email))).toEqual([]);
  });

  it('took the profile off every market, listing and customer’s favourites, emptied it and deleted the picture’s files', async () => {
    const listed = (await apiCall(t, 'GET', '/api/markets/nyc/providers')).json().providers as Array<{ id: string }>;
    expect(listed.map((card) => card.id)).not.toContain(provider.id);
    expect((await apiCall(t, 'GET', `/api/providers/${provider.id}`)).statusCode).toBe(404);
    const row = await t.db.selectFrom('providers').select(['display_name', 'bio_html', 'picture_path', 'payout_account']).where('id', '=', provider.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ display_name: 'Former provider', bio_html: '', picture_path: null, payout_account: 'erased' });
    for (const table of ['provider_markets', 'provider_services', 'provider_availability', 'provider_time_off', 'favourite_providers'] as const) {
      expect({ table, rows: await t.db.selectFrom(table).select('provider_id').where('provider_id', '=', provider.id).execute() }).toEqual({ table, rows: [] });
    }
    expect(filesUnder(t.config.dataDir)).toEqual([]);
  });

  it('deleted the provider’s private notes; the account is emptied like a customer’s', async () => {
    expect(await t.db.selectFrom('job_notes').select('body').where('job_id', '=', upcoming).execute()).toEqual([]);
    const user = await t.db.selectFrom('users').innerJoin('providers', 'providers.user_id', 'users.id').select(['users.name', 'users.email', 'users.roles']).where('providers.id', '=', provider.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Deleted user', email: expect.stringMatching(/^deleted-.*@deleted\.invalid$/), roles: [] });
  });
});
