import { PROVIDER_TERMS_VERSION } from '@marketplace/contracts';
import sharp from 'sharp';
import { storeTestPicture } from '../../test-support/picture-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { applicationUrl, newApplicant, uploadApplicationPicture } from './application-fixtures';

/** Starting and saving an application (docs/provider-onboarding.md). */
let clock = TEST_NOW;
let t: TestApp;
let pat: { userId: string; cookie: string };
let other: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  pat = await newApplicant(t, 'pat.applicant@example.com', new Date(clock));
  other = await newApplicant(t, 'other.applicant@example.com', new Date(clock));
});
beforeEach(async () => {
  clock += 2 * 3600_000; // past every earlier rate limit window
  await t.db.deleteFrom('provider_applications').execute();
});
afterAll(() => t.close());

const start = (cookie = pat.cookie, body: object = {}) => apiCall(t, 'POST', '/api/provider-applications', { cookie, body });
const save = (id: string, body: object, cookie = pat.cookie) => apiCall(t, 'PATCH', applicationUrl(id), { cookie, body });
const started = async () => (await start()).json().application.id as string;

describe('GET /api/provider-applications/current', () => {
  it('answers null before any application, with the markets (live and coming soon), the terms version and test mode; no-store', async () => {
    const response = await apiCall(t, 'GET', '/api/provider-applications/current', { cookie: pat.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ application: null, termsVersion: PROVIDER_TERMS_VERSION, testMode: true });
    expect(body.markets.find((market: { id: string }) => market.id === 'nyc')).toMatchObject({ currency: 'USD', status: 'live', services: expect.arrayContaining([{ id: 'home-cleaning', name: expect.any(String) }]) });
  });

  it('answers 401 without a session', async () => {
    expect((await apiCall(t, 'GET', '/api/provider-applications/current')).statusCode).toBe(401);
  });
});

describe('POST /api/provider-applications', () => {
  it('starts a draft listing every step still missing but the phone (verified on the account)', async () => {
    const response = await start(pat.cookie, { marketId: 'nyc' });
    expect(response.statusCode).toBe(201);
    expect(response.json().application).toMatchObject({ status: 'draft', marketId: 'nyc', phoneVerified: true, missing: ['market', 'about', 'picture', 'identity', 'payout', 'terms'], history: [] });
    const current = await apiCall(t, 'GET', '/api/provider-applications/current', { cookie: pat.cookie });
    expect(current.json().application.id).toBe(response.json().application.id);
  });

  it('refuses a second open application (409)', async () => {
    await start();
    expect((await start()).statusCode).toBe(409);
  });

  it('refuses a market the caller already provides in (409 on marketId), and an unknown market (400)', async () => {
    const provider = await loginAs(t.app, 'provider@example.com');
    const refused = await start(provider, { marketId: 'nyc' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fieldErrors).toEqual({ marketId: ['You already provide services in this market'] });
    expect((await start(pat.cookie, { marketId: 'atlantis' })).json().error.fieldErrors).toEqual({ marketId: ['There is no such market'] });
  });
});

describe('PATCH /api/provider-applications/:applicationId', () => {
  it('saves any step’s fields, sanitises the rich text, and records the terms consent', async () => {
    const id = await started();
    expect((await save(id, { marketId: 'nyc', serviceIds: ['home-cleaning', 'home-cleaning'] })).json().application).toMatchObject({ marketId: 'nyc', serviceIds: ['home-cleaning'] });
    const response = await save(id, { displayName: 'Pat Pro', experienceYears: 4, aboutHtml: '<p>Hi<script>alert(1)</script></p>', acceptTermsVersion: PROVIDER_TERMS_VERSION });
    expect(response.statusCode).toBe(200);
    const application = response.json().application;
    expect(application).toMatchObject({ displayName: 'Pat Pro', experienceYears: 4, aboutHtml: '<p>Hi</p>', terms: { version: PROVIDER_TERMS_VERSION, acceptedAt: new Date(clock).toISOString() } });
    expect(application.missing).toEqual(['picture', 'identity', 'payout']);
    const consent = await t.db.selectFrom('consents').selectAll().where('user_id', '=', pat.userId).where('kind', '=', 'provider_terms').executeTakeFirstOrThrow();
    expect(consent.version).toBe(PROVIDER_TERMS_VERSION);
  });

  it('answers 400 with field errors: bad values, services not offered in the market, old terms', async () => {
    const id = await started();
    const invalid = await save(id, { displayName: 'x', experienceYears: 200 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fieldErrors).sort()).toEqual(['displayName', 'experienceYears']);
    expect((await save(id, { serviceIds: ['home-cleaning'] })).json().error.fieldErrors).toEqual({ marketId: ['Choose the market first'] });
    expect((await save(id, { marketId: 'nyc', serviceIds: ['space-travel'] })).json().error.fieldErrors).toEqual({ serviceIds: [expect.stringContaining('space-travel')] });
    expect((await save(id, { acceptTermsVersion: '2020-01' })).json().error.fieldErrors).toEqual({ acceptTermsVersion: [expect.stringContaining('replaced')] });
  });

  it('keeps only the services the new market offers when the market changes', async () => {
    const id = await started();
    await save(id, { marketId: 'nyc', serviceIds: ['home-cleaning'] });
    const berlinServices = await t.db.selectFrom('market_services').select('service_id').where('market_id', '=', 'berlin').where('active', '=', true).execute();
    const moved = (await save(id, { marketId: 'berlin' })).json().application;
    expect(moved.marketId).toBe('berlin');
    expect(moved.serviceIds).toEqual(berlinServices.some((row) => row.service_id === 'home-cleaning') ? ['home-cleaning'] : []);
  });

  it('answers 404 for someone else’s application or an unknown id', async () => {
    const id = await started();
    expect((await save(id, { displayName: 'Not Mine' }, other.cookie)).statusCode).toBe(404);
    expect((await save('00000000-0000-4000-8000-000000000000', { displayName: 'Nobody' })).statusCode).toBe(404);
    expect((await uploadApplicationPicture(t, other.cookie, id)).statusCode).toBe(404);
  });

  it('answers 409 once it is submitted or decided', async () => {
    const id = await started();
    await t.db.updateTable('provider_applications').set({ status: 'submitted' }).where('id', '=', id).execute();
    const refused = await save(id, { displayName: 'Too Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/wait for their answer/);
    await t.db.updateTable('provider_applications').set({ status: 'rejected' }).where('id', '=', id).execute();
    expect((await save(id, { displayName: 'Too Late' })).statusCode).toBe(409);
    expect((await uploadApplicationPicture(t, pat.cookie, id)).statusCode).toBe(409);
  });
});

describe('POST /api/provider-applications/:applicationId/picture', () => {
  it('runs the profile picture pipeline and replaces the previous picture’s files', async () => {
    const id = await started();
    const first = await uploadApplicationPicture(t, pat.cookie, id);
    expect(first.statusCode).toBe(200);
    expect(first.json().application.hasPicture).toBe(true);
    const row = await t.db.selectFrom('provider_applications').select('picture_path').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.picture_path).toMatch(/^pictures\/[0-9a-f]{64}$/);
  });

  it('refuses something that is not a picture (400 on picture)', async () => {
    const id = await started();
    const response = await t.app.inject({ method: 'POST', url: applicationUrl(id, '/picture'), headers: { 'x-requested-with': 'handyhub', cookie: pat.cookie, 'content-type': 'application/json' }, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.picture).toBeDefined();
  });
});

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

describe('a rejected applicant', () => {
  it('may start again later; current is then the new draft', async () => {
    const id = await started();
    await t.db.updateTable('provider_applications').set({ status: 'rejected', decision_reason: 'Not enough experience yet' }).where('id', '=', id).execute();
    const before = (await apiCall(t, 'GET', '/api/provider-applications/current', { cookie: pat.cookie })).json().application;
    expect(before).toMatchObject({ status: 'rejected', decisionReason: 'Not enough experience yet' });
    clock += 1000;
    const again = await start();
    expect(again.statusCode).toBe(201);
    expect((await apiCall(t, 'GET', '/api/provider-applications/current', { cookie: pat.cookie })).json().application.id).toBe(again.json().application.id);
  });
});
