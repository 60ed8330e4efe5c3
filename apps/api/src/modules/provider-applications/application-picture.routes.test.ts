import sharp from 'sharp';
import { storeTestPicture } from '../../test-support/picture-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { applicationUrl, newApplicant, uploadApplicationPicture } from './application-fixtures';

/** The applicant sees the picture they saved (docs/provider-onboarding.md); nobody else through this URL. */
let clock = Date.now();
let t: TestApp;
let pat: { userId: string; cookie: string };
let other: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  pat = await newApplicant(t, 'pat.picture@example.com', new Date(clock));
  other = await newApplicant(t, 'other.picture@example.com', new Date(clock));
});
beforeEach(async () => {
  clock += 2 * 3600_000; // past every earlier rate limit window
  await t.db.deleteFrom('provider_applications').execute();
});
afterAll(() => t.close());

const started = async () => (await apiCall(t, 'POST', '/api/provider-applications', { cookie: pat.cookie, body: {} })).json().application.id as string;
const current = async () => (await apiCall(t, 'GET', '/api/provider-applications/current', { cookie: pat.cookie })).json().application;
const get = (url: string, cookie = pat.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/provider-applications/:applicationId/picture', () => {
  it('serves the uploaded picture at the application’s pictureUrl: WebP, any stored size, never cached', async () => {
    const id = await started();
    expect((await current()).pictureUrl).toBeNull();
    expect((await uploadApplicationPicture(t, pat.cookie, id)).statusCode).toBe(200);
    const { pictureUrl } = await current();
    expect(pictureUrl).toMatch(new RegExp(`^/api/provider-applications/${id}/picture\\?v=[0-9a-f]{12}$`));
    const response = await get(pictureUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const small = await get(`${pictureUrl}&size=96`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 96 });
  });

  it('gets a new pictureUrl with a new picture, so the page shows it at once', async () => {
    const id = await started();
    await t.db.updateTable('provider_applications').set({ picture_path: await storeTestPicture(t.config) }).where('id', '=', id).execute();
    const before = (await current()).pictureUrl;
    await t.db.updateTable('provider_applications').set({ picture_path: await storeTestPicture(t.config, { x: 0, y: 0, size: 200 }) }).where('id', '=', id).execute();
    expect((await current()).pictureUrl).not.toBe(before);
  });

  it('is 404 for another applicant, without a picture, or when its files are gone', async () => {
    const id = await started();
    expect((await get(applicationUrl(id, '/picture'))).statusCode).toBe(404);
    await t.db.updateTable('provider_applications').set({ picture_path: await storeTestPicture(t.config) }).where('id', '=', id).execute();
    expect((await get(applicationUrl(id, '/picture'))).statusCode).toBe(200);
    const refused = await get(applicationUrl(id, '/picture'), other.cookie);
    expect({ status: refused.statusCode, cacheControl: refused.headers['cache-control'] }).toEqual({ status: 404, cacheControl: 'no-store' });
    await t.db.updateTable('provider_applications').set({ picture_path: `pictures/${'0'.repeat(64)}` }).where('id', '=', id).execute();
    expect((await get(applicationUrl(id, '/picture'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: applicationUrl(id, '/picture') })).statusCode).toBe(401);
  });
});
