import { insertTestJob } from '../job-fixtures';
import { makePicture, multipartBody, storeTestPicture } from '../picture-fixtures';
import { seeJob } from './expectations';
import { freshJobs } from './targets';
import { fixtureStart, type Ids, type Row, services, testApp, UNKNOWN_ID } from './world';

/**
 * Job photos (docs/job-photos.md): whoever may see the job reads them and their bytes; only its
 * provider adds one, and only the photo's author removes it (403 for the others who see the job,
 * 404 for everyone else). Each write gets a fresh confirmed job, so every role meets it untouched.
 */
const onlyTheProvider = (ok: number): Row['expect'] => ({
  anonymous: 401,
  customer: { nycJob: 403, berlinJob: 404, unknown: 404 },
  provider: { nycJob: ok, berlinJob: 404, unknown: 404 },
  otherProvider: 404,
  nycManager: { nycJob: 403, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 403, unknown: 404 },
  admin: { nycJob: 403, berlinJob: 403, unknown: 404 },
});

const picture = async () => multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'wall.png', type: 'image/png' }]);

/** A photo on the job, added by its provider's account. */
async function photoOn(jobId: string, addedBy: string): Promise<string> {
  const key = await storeTestPicture(testApp().config);
  const row = await testApp()
    .db.insertInto('job_photos')
    .values({ job_id: jobId, kind: 'before', picture_key: key, added_by_user_id: addedBy, created_at: testApp().clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const providerUserOf = async (providerId: string) =>
  (await testApp().db.selectFrom('providers').select('user_id').where('id', '=', providerId).executeTakeFirstOrThrow()).user_id;

/** A fresh confirmed job with one photo by its provider, in nyc (the demo provider's) or Berlin. */
async function jobWithPhoto(ids: Ids, market: 'nyc' | 'berlin') {
  const [customerId, providerId] = market === 'nyc' ? [ids.users.customer, ids.provider] : [ids.stranger, ids.berlinProvider];
  const jobId = await insertTestJob(testApp().db, { customerId, providerId, marketId: market, start: fixtureStart(1), status: 'confirmed', services });
  return { jobId, photoId: await photoOn(jobId, await providerUserOf(providerId)) };
}

const withPhoto = {
  nycJob: async (ids: Ids) => ({ params: await jobWithPhoto(ids, 'nyc') }),
  berlinJob: async (ids: Ids) => ({ params: await jobWithPhoto(ids, 'berlin') }),
  unknown: () => ({ params: { jobId: UNKNOWN_ID, photoId: UNKNOWN_ID } }),
};

export const jobPhotoRows: Record<string, Row> = {
  'jobPhotos.list': { targets: freshJobs('confirmed'), expect: seeJob },
  'jobPhotos.add': {
    targets: Object.fromEntries(
      Object.entries(freshJobs('confirmed')).map(([name, target]) => [name, async (ids: Ids, role: Parameters<typeof target>[1]) => ({ ...(await target(ids, role)), query: { kind: 'before' }, raw: await picture() })]),
    ),
    expect: onlyTheProvider(201),
  },
  'jobPhotos.remove': { targets: withPhoto, expect: onlyTheProvider(200) },
  'jobPhotos.picture': { targets: withPhoto, expect: seeJob },
};
