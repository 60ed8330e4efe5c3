import { insertTestApplication } from '../../test-support/application-fixtures';
import { storeTestPicture } from '../../test-support/picture-fixtures';
import { createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';

/** The reviewers look at the face they approve (docs/market-providers.md). */
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
