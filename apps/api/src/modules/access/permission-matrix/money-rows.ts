import { randomUUID } from 'node:crypto';
import { insertPaidJob } from '../../../test-support/paid-job-fixtures';
import { issueJobInvoice } from '../../invoices/issue-invoice';
import { testPaymentMethods } from '../../payments/test-gateway';
import { deskExpect, editProvider, rateJob, seeJob } from './expectations';
import { freshJobs, jobs, providers } from './targets';
import { HOUR_MS, type Ids, inMarket, type Role, type Row, services, testApp, testNow, testNowMs, UNKNOWN_ID } from './world';

/** A job's money (issue 10): its parties see it; only its customer pays an open invoice. */
const invoicedJobs: Row['targets'] = Object.fromEntries(
  Object.entries(freshJobs('completed')).map(([name, target]) => [
    name,
    async (ids: Ids, role: Role) => {
      const request = await target(ids, role);
      const job = await testApp().db.selectFrom('jobs').selectAll().where('id', '=', request.params!.jobId!).executeTakeFirst();
      if (job) await testApp().db.transaction().execute((trx) => issueJobInvoice(trx, job, testNow()));
      return { ...request, body: { paymentMethod: testPaymentMethods.visa, idempotencyKey: randomUUID() } };
    },
  ]),
);
export const jobPaymentRows: Record<string, Row> = {
  'payments.jobPayment': { targets: jobs, expect: seeJob },
  'payments.pay': { targets: invoicedJobs, expect: { ...rateJob, customer: { nycJob: 200, berlinJob: 404, unknown: 404 } } },
};
/** Cards in test mode (issue 10): anyone with a session may tokenise a test card; it is theirs alone, nothing to guess. */
export const paymentCardRows: Record<string, Row> = {
  'payments.createTestPaymentMethod': {
    targets: { testCard: () => ({ body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' } }) },
    expect: { anonymous: 401, customer: 201, provider: 201, otherProvider: 201, nycManager: 201, berlinManager: 201, admin: 201 },
  },
};
/** A provider's payments: the provider and admins only (the profile's editing rights). */
export const providerPaymentsRows: Record<string, Row> = {
  'payments.providerPayments': { targets: providers, expect: editProvider },
  'payments.providerEarningsCsv': { targets: providers, expect: editProvider },
};
/** Invoices (issue 10): whoever may see the job; refunds: like the desk, the job's market's managers and admins. A fresh captured job per call. */
let capturedDay = 0;
const capturedJob = (customerId: string, providerId: string, marketId: string) =>
  insertPaidJob(testApp(), { customerId, providerId, marketId, start: new Date(testNowMs() - (40 + (capturedDay += 1)) * 24 * HOUR_MS), services });
const invoices: Row['targets'] = {
  nycJob: async (ids) => ({ params: { invoiceId: (await capturedJob(ids.users.customer, ids.provider, 'nyc')).invoiceId } }),
  berlinJob: async (ids) => ({ params: { invoiceId: (await capturedJob(ids.stranger, ids.berlinProvider, 'berlin')).invoiceId } }),
  unknown: () => ({ params: { invoiceId: UNKNOWN_ID } }),
};
const refundBody = () => ({ amountMinor: 100, reason: 'Arrived late', idempotencyKey: randomUUID() });
const refunds: Row['targets'] = inMarket({
  nycJob: async (ids) => ({ params: { jobId: (await capturedJob(ids.users.customer, ids.provider, 'nyc')).jobId }, body: refundBody() }),
  berlinJob: async (ids) => ({ params: { jobId: (await capturedJob(ids.stranger, ids.berlinProvider, 'berlin')).jobId }, body: refundBody() }),
  unknown: () => ({ params: { jobId: UNKNOWN_ID }, body: refundBody() }),
});
export const moneyRefundsRows: Record<string, Row> = {
  'payments.invoice': { targets: invoices, expect: seeJob },
  'payments.invoicePdf': { targets: invoices, expect: seeJob },
  'payments.refund': { targets: refunds, expect: deskExpect },
};

