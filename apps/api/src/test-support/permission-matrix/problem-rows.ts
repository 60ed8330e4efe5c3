import { randomUUID } from 'node:crypto';
import { insertPaidJob } from '../paid-job-fixtures';
import { makePicture, multipartBody, storeTestPicture } from '../picture-fixtures';
import { completeAtEnd } from '../problem-fixtures';
import { rateJob, seeJob, settingsMatrix } from './expectations';
import { jobs, markets } from './targets';
import { HOUR_MS, type Request, type Row, services, testApp, testNowMs, UNKNOWN_ID } from './world';

/**
 * Problem cases (docs/problems.md): whoever may see the job reads its cases; only its customer
 * reports one; the customer and the provider answer; the market's managers (and admins) resolve;
 * a market's open cases are its managers'. Each call meets a fresh job completed a few hours
 * ago (and, for steps and resolutions, an open case on it).
 */
let made = 0;
async function completedJob(customerId: string, providerId: string, marketId: string): Promise<string> {
  const { jobId } = await insertPaidJob(testApp(), { customerId, providerId, marketId, start: new Date(testNowMs() - 6 * HOUR_MS - (made += 1) * 3 * HOUR_MS), services });
  await completeAtEnd(testApp().db, jobId);
  return jobId;
}
async function openCase(customerId: string, providerId: string, marketId: string): Promise<{ jobId: string; problemId: string }> {
  const jobId = await completedJob(customerId, providerId, marketId);
  const row = await testApp()
    .db.insertInto('problem_cases')
    .values({ job_id: jobId, market_id: marketId, provider_id: providerId, reason: 'other', description: 'Something went wrong', currency: marketId === 'berlin' ? 'EUR' : 'USD', opened_by: customerId, opened_at: new Date(testNowMs()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { jobId, problemId: row.id };
}
type CaseIds = { jobId: string; problemId: string } & Record<string, string>;
/** The case (made by `make`, an open case unless said otherwise) in nyc, in Berlin, and unknown, each with `extra` (a body, an upload). */
const caseTargets = (extra: () => Omit<Request, 'params'> | Promise<Omit<Request, 'params'>>, make: (customerId: string, providerId: string, marketId: string) => Promise<CaseIds> = openCase): Row['targets'] => ({
  nycJob: async (ids) => ({ params: await make(ids.users.customer, ids.provider, 'nyc'), ...(await extra()) }),
  berlinJob: async (ids) => ({ params: await make(ids.stranger, ids.berlinProvider, 'berlin'), ...(await extra()) }),
  unknown: async () => ({ params: { jobId: UNKNOWN_ID, problemId: UNKNOWN_ID, photoId: UNKNOWN_ID }, ...(await extra()) }),
});

/** An open case with one photo by its customer (the photo's bytes: everyone who reads the case). */
async function caseWithPhoto(customerId: string, providerId: string, marketId: string) {
  const { jobId, problemId } = await openCase(customerId, providerId, marketId);
  const key = await storeTestPicture(testApp().config);
  const photo = await testApp().db.insertInto('problem_photos').values({ problem_id: problemId, picture_key: key, uploaded_by: customerId, created_at: new Date(testNowMs()) }).returning('id').executeTakeFirstOrThrow();
  return { jobId, problemId, photoId: photo.id };
}
const picture = async () => multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'floor.png', type: 'image/png' }]);

export const problemRows: Record<string, Row> = {
  'problems.get': { targets: jobs, expect: seeJob },
  'problems.report': {
    targets: {
      nycJob: async (ids) => ({ params: { jobId: await completedJob(ids.users.customer, ids.provider, 'nyc') }, body: { reason: 'damage', description: 'A vase was broken.' } }),
      berlinJob: async (ids) => ({ params: { jobId: await completedJob(ids.stranger, ids.berlinProvider, 'berlin') }, body: { reason: 'damage', description: 'A vase was broken.' } }),
      unknown: () => ({ params: { jobId: UNKNOWN_ID }, body: { reason: 'damage', description: 'A vase was broken.' } }),
    },
    expect: rateJob,
  },
  // An answer: the job's customer and provider; the market team asks instead (403).
  'problems.addStep': {
    targets: caseTargets(() => ({ body: { kind: 'answer', body: 'More about it' } })),
    expect: {
      anonymous: 401,
      customer: { nycJob: 200, berlinJob: 404, unknown: 404 },
      provider: { nycJob: 200, berlinJob: 404, unknown: 404 },
      otherProvider: 404,
      nycManager: { nycJob: 403, berlinJob: 404, unknown: 404 },
      berlinManager: { nycJob: 404, berlinJob: 403, unknown: 404 },
      admin: { nycJob: 403, berlinJob: 403, unknown: 404 },
    },
  },
  'problems.resolve': {
    targets: caseTargets(() => ({ body: { outcome: 'none', reason: 'Nothing was wrong', idempotencyKey: randomUUID() } })),
    expect: {
      anonymous: 401,
      customer: { nycJob: 403, berlinJob: 404, unknown: 404 },
      provider: { nycJob: 403, berlinJob: 404, unknown: 404 },
      otherProvider: 404,
      nycManager: { nycJob: 200, berlinJob: 404, unknown: 404 },
      berlinManager: { nycJob: 404, berlinJob: 200, unknown: 404 },
      admin: { nycJob: 200, berlinJob: 200, unknown: 404 },
    },
  },
  // A photo on the report: its customer only, like a rating (403 for the others who see the job).
  'problems.addPhoto': { targets: caseTargets(async () => ({ raw: await picture() })), expect: rateJob },
  'problems.photo': { targets: caseTargets(() => ({}), caseWithPhoto), expect: seeJob },
  'problems.listInMarket': { targets: markets, expect: settingsMatrix },
};
