import { defaultRateLimits } from '../../config';
import { clearBlockingJobs, insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { makePicture, multipartBody } from '../../test-support/picture-fixtures';
import { createTestApp, csrf, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** The rate limit on adding photos (docs/job-photos.md): counted once the caller may add, before the file is read. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, jobPhotoPerUser: { limit: 2, windowSeconds: 3_600 } } });
});
afterAll(() => t.close());

it('refuses the provider’s third photo of the hour with 429; attempts refused by the rules do not count', async () => {
  const maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
  const jobId = await insertTestJob(t.db, { customerId: await userIdOf(t.db, 'customer@example.com'), providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW + 3 * 24 * 3_600_000), status: 'confirmed' });
  const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'wall.png', type: 'image/png' }]);
  const provider = await loginAs(t.app, 'provider@example.com');
  const add = async (kind: string) => (await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/photos?kind=${kind}`, headers: { ...csrf, cookie: provider, 'content-type': contentType }, payload })).statusCode;
  // "After" photos wait for the start: refused before the limit counts them.
  expect([await add('after'), await add('after'), await add('after')]).toEqual([409, 409, 409]);
  expect([await add('before'), await add('before'), await add('before')]).toEqual([201, 201, 429]);
});
