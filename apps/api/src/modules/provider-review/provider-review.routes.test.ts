import { insertTestApplication } from '../../test-support/application-fixtures';
import { storeTestPicture } from '../../test-support/picture-fixtures';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

let t: TestApp;
let manager: string;
let berlinManager: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  manager = await loginAs(t.app, 'manager@example.com');
  berlinManager = await loginAs(t.app, 'manager.berlin@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const base = '/api/markets/nyc/provider-applications';
const decide = (id: string, decision: 'approve' | 'reject' | 'request-changes', body: unknown, cookie = manager, market = 'nyc') =>
  apiCall(t, 'POST', `/api/markets/${market}/provider-applications/${id}/${decision}`, { cookie, body });
const emailsTo = (userId: string) => t.db.selectFrom('notifications').select(['template', 'payload', 'channel']).where('user_id', '=', userId).execute();

describe('the queue', () => {
  it('lists waiting applications oldest first with their checks, never cached', async () => {
    await t.db.deleteFrom('provider_applications').execute();
    const newer = await insertTestApplication(t.db, { submittedAt: new Date(TEST_NOW - 60_000) });
    const older = await insertTestApplication(t.db, { submittedAt: new Date(TEST_NOW - 3_600_000), identity: 'needs_review' });
    await insertTestApplication(t.db, { status: 'draft' });
    await insertTestApplication(t.db, { marketId: 'berlin' });
    const response = await apiCall(t, 'GET', base, { cookie: manager });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const page = response.json();
    expect(page).toEqual(expect.objectContaining({ total: 2, page: 1, pageSize: 20 }));
    expect(page.applications.map((application: { id: string }) => application.id)).toEqual([older.id, newer.id]);
    expect(page.applications[0]).toEqual(
      expect.objectContaining({
        status: 'submitted',
        applicant: { name: 'Ada Applicant', email: older.email },
        services: [{ id: 'home-cleaning', name: 'Home cleaning' }],
        checks: { identity: 'needs_review', phoneVerified: true, payoutLast4: '6789', termsVersion: '2026-01', hasPicture: false, needsReview: true },
      }),
    );
    expect(page.applications[1].checks.needsReview).toBe(false);
  });

  it('is for the market’s managers and admins: 403 for another market’s manager, 404 for a draft or another market’s application', async () => {
    const draft = await insertTestApplication(t.db, { status: 'draft' });
    const berlin = await insertTestApplication(t.db, { marketId: 'berlin' });
    expect((await apiCall(t, 'GET', base, { cookie: berlinManager })).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', base, { cookie: admin })).statusCode).toBe(200);
    expect((await apiCall(t, 'GET', `${base}/${draft.id}`, { cookie: manager })).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', `${base}/${berlin.id}`, { cookie: manager })).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', '/api/markets/nowhere/provider-applications', { cookie: admin })).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', `${base}?status=nonsense`, { cookie: manager })).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('approves: the person becomes a provider of the market with the application’s profile, emailed, audited', async () => {
    const application = await insertTestApplication(t.db);
    const response = await decide(application.id, 'approve', {});
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toEqual(expect.objectContaining({ status: 'approved', providerId: expect.any(String), decidedAt: expect.any(String) }));
    expect(detail.history.map((event: { action: string; actor: { role: string } }) => [event.action, event.actor.role])).toEqual([
      ['submitted', 'applicant'],
      ['approved', 'manager'],
    ]);
    const user = await t.db.selectFrom('users').select('roles').where('id', '=', application.userId).executeTakeFirstOrThrow();
    expect(user.roles).toEqual(['customer', 'provider']);
    const provider = await t.db.selectFrom('providers').selectAll().where('id', '=', detail.providerId).executeTakeFirstOrThrow();
    expect(provider).toEqual(expect.objectContaining({ user_id: application.userId, display_name: 'Ada A.', bio_html: '<p>Six years of cleaning flats.</p>', payout_account: 'test_bank_000123456789' }));
    const markets = await t.db.selectFrom('provider_markets').select('market_id').where('provider_id', '=', provider.id).execute();
    const services = await t.db.selectFrom('provider_services').select('service_id').where('provider_id', '=', provider.id).execute();
    expect([markets, services]).toEqual([[{ market_id: 'nyc' }], [{ service_id: 'home-cleaning' }]]);
    expect(await emailsTo(application.userId)).toEqual([expect.objectContaining({ template: 'application_approved', channel: 'email' })]);
    // No weekly hours yet: not offered until they set them.
    expect(await t.db.selectFrom('provider_availability').select('id').where('provider_id', '=', provider.id).execute()).toEqual([]);
  });

  it('reuses the provider record of someone who already is one (applying for another market)', async () => {
    const first = await insertTestApplication(t.db);
    const providerId = (await decide(first.id, 'approve', {})).json().providerId;
    const second = await insertTestApplication(t.db, { userId: first.userId, marketId: 'berlin', serviceIds: ['home-cleaning', 'window-cleaning'] });
    const approved = await decide(second.id, 'approve', { reason: 'Known to us' }, admin, 'berlin');
    expect(approved.json()).toEqual(expect.objectContaining({ providerId, status: 'approved' }));
    expect(approved.json().history.at(-1)).toEqual(expect.objectContaining({ action: 'approved', reason: 'Known to us', actor: expect.objectContaining({ role: 'admin' }) }));
    const markets = await t.db.selectFrom('provider_markets').select('market_id').where('provider_id', '=', providerId).orderBy('market_id').execute();
    expect(markets.map((row) => row.market_id)).toEqual(['berlin', 'nyc']);
  });

  it('rejects and asks for changes with a required reason, emailed with it', async () => {
    const rejected = await insertTestApplication(t.db);
    expect((await decide(rejected.id, 'reject', {})).statusCode).toBe(400);
    expect((await decide(rejected.id, 'reject', { reason: '  ' })).statusCode).toBe(400);
    const response = await decide(rejected.id, 'reject', { reason: 'Identity could not be confirmed' });
    expect(response.json()).toEqual(expect.objectContaining({ status: 'rejected', decisionReason: 'Identity could not be confirmed', providerId: null }));
    const [email] = await emailsTo(rejected.userId);
    expect(email).toEqual(expect.objectContaining({ template: 'application_rejected' }));
    expect(JSON.parse(JSON.stringify(email!.payload))).toEqual(expect.objectContaining({ reason: 'Identity could not be confirmed', marketName: 'New York City' }));

    const changes = await insertTestApplication(t.db);
    const asked = await decide(changes.id, 'request-changes', { reason: 'Please add a clearer picture' });
    expect(asked.json()).toEqual(expect.objectContaining({ status: 'changes_requested', decisionReason: 'Please add a clearer picture' }));
    const roles = await t.db.selectFrom('users').select('roles').where('id', '=', changes.userId).executeTakeFirstOrThrow();
    expect(roles.roles).toEqual(['customer']);
  });

  it('decides only a waiting application (409), and of two decisions at once exactly one wins', async () => {
    const application = await insertTestApplication(t.db);
    const results = await Promise.all([decide(application.id, 'approve', {}), decide(application.id, 'reject', { reason: 'No' }, admin)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const events = await t.db.selectFrom('provider_application_events').select('action').where('application_id', '=', application.id).execute();
    expect(events).toHaveLength(2);
    expect(await emailsTo(application.userId)).toHaveLength(1);
    const again = await decide(application.id, 'request-changes', { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^This application is not waiting for a decision: it was already (approved|rejected)\./);
    expect((await decide(application.id, 'approve', {}, berlinManager)).statusCode).toBe(403);
  });
});

const get = (url: string, cookie = manager) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const pictureOf = (id: string, market = 'nyc') => `/api/markets/${market}/provider-applications/${id}/picture`;

async function withPicture(fields: Parameters<typeof insertTestApplication>[1] = {}) {
  const application = await insertTestApplication(t.db, fields);
  await t.db.updateTable('provider_applications').set({ picture_path: await storeTestPicture(t.config) }).where('id', '=', application.id).execute();
  return application;
}

describe('GET /api/markets/:marketId/provider-applications/:applicationId/picture', () => {
  it('serves the picture at the pictureUrl of the list and the detail: WebP, never cached', async () => {
    const application = await withPicture();
    const detail = (await get(`/api/markets/nyc/provider-applications/${application.id}`)).json();
    expect(detail.pictureUrl).toMatch(new RegExp(`^${pictureOf(application.id)}\\?v=[0-9a-f]{12}$`));
    const listed = (await get('/api/markets/nyc/provider-applications')).json().applications.find((item: { id: string }) => item.id === application.id);
    expect(listed.pictureUrl).toBe(detail.pictureUrl);
    for (const cookie of [manager, admin]) {
      const response = await get(detail.pictureUrl, cookie);
      expect({ status: response.statusCode, type: response.headers['content-type'], cacheControl: response.headers['cache-control'] }).toEqual({
        status: 200,
        type: 'image/webp',
        cacheControl: 'no-store',
      });
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('has the application’s rights: 403 for another market’s manager or the applicant, 404 for another market’s application or a draft', async () => {
    const application = await withPicture();
    expect((await get(pictureOf(application.id), berlinManager)).statusCode).toBe(403);
    expect((await get(pictureOf(application.id), await loginAs(t.app, application.email))).statusCode).toBe(403);
    const refused = await get(pictureOf(application.id, 'berlin'), berlinManager);
    expect({ status: refused.statusCode, cacheControl: refused.headers['cache-control'] }).toEqual({ status: 404, cacheControl: 'no-store' });
    const berlin = await withPicture({ marketId: 'berlin' });
    expect((await get(pictureOf(berlin.id))).statusCode).toBe(404);
    const draft = await withPicture({ status: 'draft' });
    expect((await get(pictureOf(draft.id))).statusCode).toBe(404);
  });

  it('is 404 without a picture (and pictureUrl null)', async () => {
    const application = await insertTestApplication(t.db);
    expect((await get(`/api/markets/nyc/provider-applications/${application.id}`)).json().pictureUrl).toBeNull();
    expect((await get(pictureOf(application.id))).statusCode).toBe(404);
  });
});
