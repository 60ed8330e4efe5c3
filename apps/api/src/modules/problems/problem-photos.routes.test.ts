import sharp from 'sharp';
import { problemLimits } from '@marketplace/contracts';
import { providerWithoutMoney } from '../../test-support/captured-job-fixtures';
import { insertPaidJob } from '../../test-support/paid-job-fixtures';
import { filesUnder, makePicture, multipartBody } from '../../test-support/picture-fixtures';
import { completeAtEnd } from '../../test-support/problem-fixtures';
import { apiCall, createTestApp, createUser, csrf, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';

/**
 * A problem report's photos (docs/problems.md, "Photos"): added by the customer to their open
 * case through the pictures pipeline, served to everyone who may read the case and to nobody
 * else, on the job's history, in "Download my data", and deleted with the customer's account.
 */
const HOUR_MS = 3_600_000;
let t: TestApp;
let customer: string;
let provider: string;
let manager: string;
let admin: string;
let stranger: string;
let customerId: string;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp();
  customerId = await createUser(t.db, { email: 'rita.report@example.com', roles: ['customer'] });
  customer = await loginAs(t.app, 'rita.report@example.com');
  const fresh = await providerWithoutMoney(t, 'nyc');
  providerId = fresh.id;
  provider = await loginAs(t.app, fresh.email);
  manager = await loginAs(t.app, 'manager@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
  // The demo customer: not on these jobs.
  stranger = await loginAs(t.app, 'customer@example.com');
});
afterAll(() => t.close());

let slot = 0;
async function openCase(): Promise<{ jobId: string; caseId: string }> {
  const { jobId } = await insertPaidJob(t, { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW - 8 * HOUR_MS - (slot += 1) * 60_000) });
  await completeAtEnd(t.db, jobId);
  const opened = await apiCall(t, 'POST', `/api/jobs/${jobId}/problems`, { cookie: customer, body: { reason: 'damage', description: 'A scratch on the hall floor.' } });
  expect(opened.statusCode).toBe(201);
  return { jobId, caseId: opened.json().cases[0].id };
}

async function addPhoto(cookie: string, jobId: string, caseId: string, bytes?: Buffer) {
  const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: bytes ?? (await makePicture('jpeg', 400, 300, { orientation: 6 })), filename: 'floor.jpg', type: 'image/jpeg' }]);
  return t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/problems/${caseId}/photos`, headers: { ...csrf, cookie, 'content-type': contentType }, payload });
}
const fetchPhoto = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('adding photos to a problem report', () => {
  it('re-encodes the customer’s photo whole and upright without EXIF, lists it on the case and the job’s history, and serves it to the case’s readers only', async () => {
    const { jobId, caseId } = await openCase();
    const added = await addPhoto(customer, jobId, caseId);
    expect([added.statusCode, added.headers['cache-control']]).toEqual([201, 'no-store']);
    const [photo] = added.json().cases[0].photos;
    expect(photo).toEqual({ id: expect.any(String), url: `/api/jobs/${jobId}/problems/${caseId}/photos/${photo.id}` });
    expect(added.json().can.addPhoto).toBe(true);

    const served = await fetchPhoto(customer, photo.url);
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/webp', 'no-store']);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(await sharp((await fetchPhoto(customer, `${photo.url}?size=256`)).rawPayload).metadata()).toMatchObject({ width: 192, height: 256 });

    for (const cookie of [provider, manager, admin]) {
      expect((await fetchPhoto(cookie, photo.url)).statusCode).toBe(200);
      expect((await apiCall(t, 'GET', `/api/jobs/${jobId}/problems`, { cookie })).json().cases[0].photos).toEqual([photo]);
    }
    expect((await fetchPhoto(stranger, photo.url)).statusCode).toBe(404);
    // Another case's path to the same photo is not found.
    const other = await openCase();
    expect((await fetchPhoto(customer, `/api/jobs/${other.jobId}/problems/${other.caseId}/photos/${photo.id}`)).statusCode).toBe(404);

    const history = await t.db.selectFrom('job_events').select(['reason', 'actor_role']).where('job_id', '=', jobId).where('reason', 'like', 'Problem case: the customer added a photo%').execute();
    expect(history).toEqual([{ reason: 'Problem case: the customer added a photo', actor_role: 'customer' }]);
  });

  it('refuses everyone but the case’s customer, content that is not a picture, a seventh photo and a resolved case', async () => {
    const { jobId, caseId } = await openCase();
    expect((await addPhoto(provider, jobId, caseId)).statusCode).toBe(403);
    expect((await addPhoto(manager, jobId, caseId)).statusCode).toBe(403);
    expect((await addPhoto(stranger, jobId, caseId)).statusCode).toBe(404);
    expect((await addPhoto(customer, jobId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const fake = await addPhoto(customer, jobId, caseId, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.statusCode).toBe(400);

    const picture = await makePicture('png');
    for (let index = 0; index < problemLimits.photosPerCase; index += 1) expect((await addPhoto(customer, jobId, caseId, picture)).statusCode).toBe(201);
    const full = await apiCall(t, 'GET', `/api/jobs/${jobId}/problems`, { cookie: customer });
    expect([full.json().cases[0].photos.length, full.json().can.addPhoto]).toEqual([problemLimits.photosPerCase, false]);
    const seventh = await addPhoto(customer, jobId, caseId, picture);
    expect([seventh.statusCode, seventh.json().error.message]).toEqual([409, `A problem report can have at most ${problemLimits.photosPerCase} photos.`]);

    const second = await openCase();
    const resolved = await apiCall(t, 'POST', `/api/jobs/${second.jobId}/problems/${second.caseId}/resolution`, {
      cookie: manager,
      body: { outcome: 'none', reason: 'The scratch was there before', idempotencyKey: crypto.randomUUID() },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().can.addPhoto).toBe(false);
    expect((await addPhoto(customer, second.jobId, second.caseId)).statusCode).toBe(409);
  });
});

describe('the customer’s data', () => {
  it('lists what they wrote in cases and how many photos they added, and deleting the account deletes their photos and files (refused while a case is open)', async () => {
    const { jobId, caseId } = await openCase();
    expect((await addPhoto(customer, jobId, caseId)).statusCode).toBe(201);
    const exported = (await apiCall(t, 'GET', '/api/account/export', { cookie: customer })).json().sections.problemReports;
    expect(exported).toContainEqual({ jobId, caseId, step: 'opened', text: 'A scratch on the hall floor.', at: new Date(TEST_NOW).toISOString(), reason: 'damage', photosYouAdded: 1 });
    expect((await apiCall(t, 'GET', '/api/account/export', { cookie: stranger })).json().sections.problemReports).toEqual([]);

    // Open cases (this one and the earlier tests') keep the account, and the provider's, until they are resolved.
    const check = (await apiCall(t, 'GET', '/api/account/deletion', { cookie: customer })).json();
    expect(check.blockers).toContainEqual(expect.objectContaining({ kind: 'problem_open', jobId }));
    expect((await apiCall(t, 'GET', '/api/account/deletion', { cookie: provider })).json().blockers).toContainEqual(expect.objectContaining({ kind: 'problem_open', jobId }));
    const open = await t.db.selectFrom('problem_cases').select(['id', 'job_id']).where('opened_by', '=', customerId).where('status', '<>', 'resolved').execute();
    for (const row of open) {
      const body = { outcome: 'none', reason: 'Closed for the test', idempotencyKey: crypto.randomUUID() };
      expect((await apiCall(t, 'POST', `/api/jobs/${row.job_id}/problems/${row.id}/resolution`, { cookie: manager, body })).statusCode).toBe(200);
    }
    expect(filesUnder(t.config.dataDir).length).toBeGreaterThan(0);
    const deleted = await apiCall(t, 'POST', '/api/account/delete', { cookie: customer, body: { currentPassword: DEMO_PASSWORD } });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.selectFrom('problem_photos').select('id').execute()).toEqual([]);
    expect(filesUnder(t.config.dataDir)).toEqual([]);
  });
});
