import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { insertPaidJob } from '../../test-support/paid-job-fixtures';
import { filesUnder, storeTestPicture } from '../../test-support/picture-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** Job photos in "Download my data" and account deletion (docs/job-photos.md, "Your data"). */
const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let customer: string;
let provider: string;
let providerUserId: string;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  const userId = await createUser(t.db, { email: 'pia.photos@example.com', roles: ['customer'] });
  customer = await loginAs(t.app, 'pia.photos@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  providerUserId = (await t.db.selectFrom('users').select('id').where('email', '=', 'provider@example.com').executeTakeFirstOrThrow()).id;
  jobId = (await insertPaidJob(t, { customerId: userId, providerId: await providerIdOf(t.db, 'provider@example.com'), marketId: 'nyc', start: new Date(TEST_NOW - 3 * DAY_MS) })).jobId;
  const key = await storeTestPicture(t.config);
  await t.db.insertInto('job_photos').values({ job_id: jobId, kind: 'after', picture_key: key, added_by_user_id: providerUserId, created_at: new Date(TEST_NOW - 3 * DAY_MS) }).execute();
});
afterAll(() => t.close());

it('lists the photos of the customer’s jobs, and those the provider added, without their bytes', async () => {
  const mine = (await apiCall(t, 'GET', '/api/account/export', { cookie: customer })).json().sections.jobPhotos;
  expect(mine).toEqual([{ jobId, kind: 'after', addedAt: new Date(TEST_NOW - 3 * DAY_MS).toISOString(), addedByYou: false }]);
  const theirs = (await apiCall(t, 'GET', '/api/account/export', { cookie: provider })).json().sections.jobPhotos;
  expect(theirs).toContainEqual({ jobId, kind: 'after', addedAt: new Date(TEST_NOW - 3 * DAY_MS).toISOString(), addedByYou: true });
});

it('deletes the photos of a deleted customer’s jobs, and their files', async () => {
  expect(filesUnder(t.config.dataDir)).toHaveLength(3);
  const deleted = await apiCall(t, 'POST', '/api/account/delete', { cookie: customer, body: { currentPassword: DEMO_PASSWORD } });
  expect(deleted.statusCode).toBe(204);
  expect(await t.db.selectFrom('job_photos').select('id').where('job_id', '=', jobId).execute()).toEqual([]);
  expect(filesUnder(t.config.dataDir)).toEqual([]);
});
