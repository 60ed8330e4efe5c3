import sharp from 'sharp';
import { jobPhotoLimits } from '@marketplace/contracts';
import { clearBlockingJobs, insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { filesUnder, makePicture, multipartBody, storeTestPicture } from '../../test-support/picture-fixtures';
import { apiCall, createTestApp, createUser, csrf, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** Job photos (docs/job-photos.md): who adds, who sees, the limits, the pipeline, and the completion rule. */
const HOUR_MS = 3_600_000;
let t: TestApp;
let customer: string;
let customerId: string;
let provider: string;
let providerUserId: string;
let maria: string;
let other: { id: string; cookie: string };
let manager: string;
let berlinManager: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await loginAs(t.app, 'customer@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  providerUserId = await userIdOf(t.db, 'provider@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  const rival = await firstProviderIn(t.db, 'nyc', [maria]);
  other = { id: rival.id, cookie: await loginAs(t.app, rival.email) };
  manager = await loginAs(t.app, 'manager@example.com');
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  berlinManager = await loginAs(t.app, 'manager.berlin@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
  await clearBlockingJobs(t.db, [maria, rival.id]);
});
afterAll(() => t.close());

let slot = 0;
/** A job of the demo customer's with Maria (or another provider): upcoming when confirmed, begun otherwise; never overlapping. */
const jobFor = (status: 'confirmed' | 'in_progress' | 'completed', providerId = maria) =>
  insertTestJob(t.db, { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW + (status === 'confirmed' ? 1 : -1) * (2 * 24 * HOUR_MS + (slot += 1) * 5 * HOUR_MS)), status });

async function add(jobId: string, kind: string, bytes: Uint8Array | null, cookie = provider, language?: string) {
  const { payload, contentType } = await multipartBody(bytes ? [{ name: 'picture', bytes, filename: 'photo.jpg', type: 'image/jpeg' }] : []);
  return t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/photos?kind=${kind}`, headers: { ...csrf, cookie, 'content-type': contentType, ...(language ? { 'accept-language': language } : {}) }, payload });
}
const list = (jobId: string, cookie?: string) => apiCall(t, 'GET', `/api/jobs/${jobId}/photos`, { cookie });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('adding and seeing photos', () => {
  let jobId: string;
  let url: string;
  beforeAll(async () => {
    jobId = await jobFor('confirmed');
  });

  it('lets the job’s provider add a “before” photo once it is confirmed: re-encoded whole and upright as WebP, without its EXIF', async () => {
    const response = await add(jobId, 'before', await makePicture('jpeg', 400, 300, { orientation: 6 }));
    expect([response.statusCode, response.headers['cache-control']]).toEqual([201, 'no-store']);
    const answer = response.json();
    expect(answer).toMatchObject({ requiresAfterPhoto: false, perKind: jobPhotoLimits.perKind, can: { addBefore: true, addAfter: false } });
    expect(answer.photos).toEqual([{ id: expect.any(String), kind: 'before', url: `/api/jobs/${jobId}/photos/${answer.photos[0].id}/picture`, addedAt: new Date(TEST_NOW).toISOString(), can: { remove: true } }]);
    url = answer.photos[0].url;

    const served = await get(`${url}?size=512`, customer);
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control'], served.headers['x-content-type-options']]).toEqual([200, 'image/webp', 'no-store', 'nosniff']);
    const metadata = await sharp(served.rawPayload).metadata();
    // Stored 400 × 300 on its side (EXIF orientation 6): upright 300 × 400, not cropped, not enlarged.
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toMatch(/TestCam|Secret Model/);
    expect(await sharp((await get(`${url}?size=96`, customer)).rawPayload).metadata()).toMatchObject({ width: 72, height: 96 });
  });

  it('shows them to the customer, the provider, the market’s managers and admins; anyone else is told there is no such job', async () => {
    for (const cookie of [customer, provider, manager, admin]) {
      const seen = await list(jobId, cookie);
      expect([seen.statusCode, seen.headers['cache-control'], seen.json().photos.length]).toEqual([200, 'no-store', 1]);
      expect((await get(url, cookie)).statusCode).toBe(200);
    }
    expect((await list(jobId, customer)).json()).toMatchObject({ can: { addBefore: false, addAfter: false }, photos: [{ can: { remove: false } }] });
    for (const cookie of [other.cookie, berlinManager]) {
      expect((await list(jobId, cookie)).statusCode).toBe(404);
      const picture = await get(url, cookie);
      expect([picture.statusCode, picture.headers['cache-control'], picture.json().error.message]).toEqual([404, 'no-store', 'There is no such job.']);
    }
    expect((await list(jobId)).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('takes photos from the job’s provider only, never reading a refused caller’s file', async () => {
    const before = filesUnder(t.config.dataDir).length;
    const picture = await makePicture('png');
    for (const cookie of [customer, manager, admin]) expect((await add(jobId, 'before', picture, cookie)).statusCode).toBe(403);
    for (const cookie of [other.cookie, berlinManager]) expect((await add(jobId, 'before', picture, cookie)).statusCode).toBe(404);
    expect((await add(jobId, 'before', picture, '')).statusCode).toBe(401);
    expect(filesUnder(t.config.dataDir)).toHaveLength(before);
  });

  it('takes “after” photos only once the job has started, and no kind it does not know', async () => {
    const early = await add(jobId, 'after', await makePicture('png'));
    expect([early.statusCode, early.json().error.message]).toEqual([409, '“After” photos are added once the job has started and until it is completed.']);
    const unknown = await add(jobId, 'during', await makePicture('png'));
    expect([unknown.statusCode, Object.keys(unknown.json().error.fieldErrors)]).toEqual([400, ['kind']]);
    const completed = await jobFor('completed');
    expect((await add(completed, 'before', await makePicture('png'))).statusCode).toBe(409);
  });

  it('refuses what is not a picture with a 400 in the reader’s language, and stores nothing', async () => {
    const before = filesUnder(t.config.dataDir).length;
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const english = await add(jobId, 'before', text);
    expect([english.statusCode, english.json().error.fieldErrors]).toEqual([400, { picture: ['This file is not a picture. Upload a JPEG, PNG or WebP picture.'] }]);
    const german = await add(jobId, 'before', text, provider, 'de');
    expect([german.statusCode, german.json().error.fieldErrors]).toEqual([400, { picture: ['Diese Datei ist kein Bild. Laden Sie ein JPEG-, PNG- oder WebP-Bild hoch.'] }]);
    const truncated = (await makePicture('jpeg')).subarray(0, 200);
    expect((await add(jobId, 'before', truncated)).statusCode).toBe(400);
    expect((await add(jobId, 'before', null)).statusCode).toBe(400);
    expect(filesUnder(t.config.dataDir)).toHaveLength(before);
    expect((await list(jobId, provider)).json().photos).toHaveLength(1);
  });

  it('takes at most 10 of each kind', async () => {
    const full = await jobFor('in_progress');
    const key = await storeTestPicture(t.config);
    for (let i = 0; i < jobPhotoLimits.perKind; i += 1) await t.db.insertInto('job_photos').values({ job_id: full, kind: 'before', picture_key: key, added_by_user_id: providerUserId, created_at: new Date(TEST_NOW) }).execute();
    const refused = await add(full, 'before', await makePicture('png'));
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, 'A job can have at most 10 “before” photos. Remove one to add another.']);
    expect((await list(full, provider)).json().can).toEqual({ addBefore: false, addAfter: true });
    expect((await add(full, 'after', await makePicture('png'))).statusCode).toBe(201);
  });
});

describe('removing a photo', () => {
  it('is its author’s while the job is not completed; then the photo stays, as the job’s record', async () => {
    const jobId = await jobFor('in_progress');
    const added = (await add(jobId, 'after', await makePicture('png'))).json().photos[0];
    const path = `/api/jobs/${jobId}/photos/${added.id}`;
    for (const cookie of [customer, manager, admin]) expect((await apiCall(t, 'DELETE', path, { cookie })).statusCode).toBe(403);
    for (const cookie of [other.cookie, berlinManager]) expect((await apiCall(t, 'DELETE', path, { cookie })).statusCode).toBe(404);
    const removed = await apiCall(t, 'DELETE', path, { cookie: provider });
    expect([removed.statusCode, removed.json().photos]).toEqual([200, []]);
    expect((await get(added.url, provider)).statusCode).toBe(404);
    expect((await apiCall(t, 'DELETE', path, { cookie: provider })).statusCode).toBe(404);

    const kept = (await add(jobId, 'after', await makePicture('png'))).json().photos[0];
    await t.db.updateTable('jobs').set({ status: 'completed' }).where('id', '=', jobId).execute();
    const late = await apiCall(t, 'DELETE', `/api/jobs/${jobId}/photos/${kept.id}`, { cookie: provider });
    expect([late.statusCode, late.json().error.message]).toEqual([409, 'Photos stay once the job is completed: they are its record.']);
    expect((await list(jobId, customer)).json().photos).toEqual([expect.objectContaining({ id: kept.id, kind: 'after', can: { remove: false } })]);
  });

  it('keeps the files another photo still shows (identical pictures share them)', async () => {
    const jobId = await jobFor('in_progress');
    const picture = await makePicture('png');
    const first = (await add(jobId, 'after', picture)).json().photos[0];
    // Added at the same instant (the test clock stands still): the other one, whichever place it lists at.
    const second = (await add(jobId, 'after', picture)).json().photos.find((photo: { id: string }) => photo.id !== first.id);
    expect((await apiCall(t, 'DELETE', `/api/jobs/${jobId}/photos/${first.id}`, { cookie: provider })).statusCode).toBe(200);
    expect((await get(second.url, customer)).statusCode).toBe(200);
  });
});

describe('a provider removed from the job', () => {
  it('loses its photos at once; the new provider sees them', async () => {
    const jobId = await jobFor('confirmed');
    const photo = (await add(jobId, 'before', await makePicture('png'))).json().photos[0];
    await t.db.updateTable('jobs').set({ provider_id: other.id }).where('id', '=', jobId).execute();
    expect((await list(jobId, provider)).statusCode).toBe(404);
    expect((await get(photo.url, provider)).statusCode).toBe(404);
    expect((await add(jobId, 'before', await makePicture('png'))).statusCode).toBe(404);
    expect((await apiCall(t, 'DELETE', `/api/jobs/${jobId}/photos/${photo.id}`, { cookie: provider })).statusCode).toBe(404);
    const seen = (await list(jobId, other.cookie)).json();
    expect(seen).toMatchObject({ can: { addBefore: true }, photos: [{ id: photo.id, can: { remove: false } }] });
  });
});

describe('completing in a market that requires an “after” photo', () => {
  afterAll(() => t.db.updateTable('markets').set({ require_after_photo: false }).where('id', '=', 'nyc').execute());

  it('refuses completion without one and says so in advance; completes once one is added', async () => {
    await t.db.updateTable('markets').set({ require_after_photo: true }).where('id', '=', 'nyc').execute();
    const jobId = await jobFor('in_progress');
    expect((await apiCall(t, 'GET', `/api/provider/jobs/${jobId}`, { cookie: provider })).json()).toMatchObject({ requiresAfterPhoto: true, afterPhotos: 0, actions: expect.arrayContaining(['complete']) });
    expect((await list(jobId, provider)).json()).toMatchObject({ requiresAfterPhoto: true, can: { addBefore: true, addAfter: true } });

    const refused = await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/complete`, { cookie: provider, body: {} });
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, 'This market asks for at least one “after” photo of the finished work: add one, then complete the job.']);
    // A "before" photo does not count.
    await add(jobId, 'before', await makePicture('png'));
    expect((await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/complete`, { cookie: provider, body: {} })).statusCode).toBe(409);

    expect((await add(jobId, 'after', await makePicture('png'))).statusCode).toBe(201);
    expect((await apiCall(t, 'GET', `/api/provider/jobs/${jobId}`, { cookie: provider })).json()).toMatchObject({ requiresAfterPhoto: true, afterPhotos: 1 });
    const completed = await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/complete`, { cookie: provider, body: {} });
    expect([completed.statusCode, completed.json().status]).toEqual([200, 'completed']);
  });

  it('completes without a photo where the market does not require one', async () => {
    await t.db.updateTable('markets').set({ require_after_photo: false }).where('id', '=', 'nyc').execute();
    const jobId = await jobFor('in_progress');
    expect((await apiCall(t, 'GET', `/api/provider/jobs/${jobId}`, { cookie: provider })).json()).toMatchObject({ requiresAfterPhoto: false, afterPhotos: 0 });
    expect((await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/complete`, { cookie: provider, body: {} })).statusCode).toBe(200);
  });
});
