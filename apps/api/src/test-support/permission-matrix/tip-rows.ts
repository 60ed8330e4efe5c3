import { randomUUID } from 'node:crypto';
import { insertPaidJob } from '../paid-job-fixtures';
import { rateJob, seeJob } from './expectations';
import { jobs } from './targets';
import { HOUR_MS, type Row, services, testApp, testNowMs, UNKNOWN_ID } from './world';

/**
 * Tips (docs/payments.md, "Tips"): whoever may see the job reads them; only its customer gives
 * one. A fresh job completed (and paid) two days ago for each call, so every role meets one it may tip.
 */
let tipped = 0;
const completedJob = async (customerId: string, providerId: string, marketId: string) =>
  (await insertPaidJob(testApp(), { customerId, providerId, marketId, start: new Date(testNowMs() - 2 * 24 * HOUR_MS - (tipped += 1) * 3 * HOUR_MS), services })).jobId;
const tipBody = () => ({ amountMinor: 500, paymentMethod: 'pm_card_visa', idempotencyKey: randomUUID() });

export const tipRows: Record<string, Row> = {
  'tips.list': { targets: jobs, expect: seeJob },
  'tips.give': {
    targets: {
      nycJob: async (ids) => ({ params: { jobId: await completedJob(ids.users.customer, ids.provider, 'nyc') }, body: tipBody() }),
      berlinJob: async (ids) => ({ params: { jobId: await completedJob(ids.stranger, ids.berlinProvider, 'berlin') }, body: tipBody() }),
      unknown: () => ({ params: { jobId: UNKNOWN_ID }, body: tipBody() }),
    },
    expect: rateJob,
  },
};
