import { randomUUID } from 'node:crypto';
import { insertPaidJob } from '../paid-job-fixtures';
import { completeAtEnd } from '../problem-fixtures';
import { rateJob, seeJob, settingsMatrix } from './expectations';
import { jobs, markets } from './targets';
import { HOUR_MS, type Row, services, testApp, testNowMs, UNKNOWN_ID } from './world';

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
const caseTargets = (body: () => Record<string, unknown>): Row['targets'] => ({
  nycJob: async (ids) => ({ params: await openCase(ids.users.customer, ids.provider, 'nyc'), body: body() }),
  berlinJob: async (ids) => ({ params: await openCase(ids.stranger, ids.berlinProvider, 'berlin'), body: body() }),
  unknown: () => ({ params: { jobId: UNKNOWN_ID, problemId: UNKNOWN_ID }, body: body() }),
});

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
    targets: caseTargets(() => ({ kind: 'answer', body: 'More about it' })),
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
    targets: caseTargets(() => ({ outcome: 'none', reason: 'Nothing was wrong', idempotencyKey: randomUUID() })),
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
  'problems.listInMarket': { targets: markets, expect: settingsMatrix },
};
