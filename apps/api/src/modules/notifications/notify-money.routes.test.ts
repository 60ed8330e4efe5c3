import { randomUUID } from 'node:crypto';
import { testDeps } from '../../test-support/job-fixtures';
import { bookThroughApi, completeThroughApi } from '../../test-support/money-fixtures';
import { demoParties, emailAndInApp, linesOf, messagesOf } from '../../test-support/notification-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { testPaymentMethods } from '../payments/test-gateway';
import { runPayoutBatch } from '../payouts/run-payout-batch';

/** The money of a job told to its customer (invoice, payment, refund) and the payout to its provider. */
let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let provider: string;
let manager: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  ({ customer, provider, manager, maria } = await demoParties(t));
});
afterAll(() => t.close());

async function completedJob(paymentMethod: string = testPaymentMethods.visa) {
  const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod, afterDays: 1, now: new Date(clock) });
  expect(placed.statusCode).toBe(201);
  const jobId = placed.json().job.id as string;
  await completeThroughApi(t, provider, { jobId, start: start.getTime() }, (at) => (clock = at));
  return { jobId, total: placed.json().job.price.totalMinor as number };
}

it('completing tells the customer: completed, the invoice with its number, the payment with its amount', async () => {
  const { jobId, total } = await completedJob();
  expect(linesOf(await messagesOf(t, 'completed', jobId))).toEqual(emailAndInApp('customer'));
  const invoice = await t.db.selectFrom('invoices').select(['id', 'number']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const invoiced = await messagesOf(t, 'invoice_issued', jobId);
  expect(linesOf(invoiced)).toEqual(emailAndInApp('customer'));
  expect(invoiced[0]).toMatchObject({ key: `invoice:${invoice.id}`, payload: { kind: 'money', amountMinor: total, invoice: { id: invoice.id, number: `NYC-${String(invoice.number).padStart(6, '0')}` } } });
  const payment = await t.db.selectFrom('payments').select('id').where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const paid = await messagesOf(t, 'payment_received', jobId);
  expect(linesOf(paid)).toEqual(emailAndInApp('customer'));
  expect(paid[0]).toMatchObject({ key: `payment:${payment.id}`, payload: { amountMinor: total, invoice: { id: invoice.id } } });
});

it('a refused capture tells no payment; paying the open invoice from the job page does', async () => {
  const { jobId, total } = await completedJob(testPaymentMethods.captureFails);
  expect(await messagesOf(t, 'payment_received', jobId)).toEqual([]);
  const paid = await apiCall(t, 'POST', `/api/jobs/${jobId}/payment`, { cookie: customer, body: { paymentMethod: testPaymentMethods.visa, idempotencyKey: randomUUID() } });
  expect(paid.json()).toMatchObject({ status: 'captured' });
  const payment = await t.db.selectFrom('payments').select('id').where('job_id', '=', jobId).where('status', '=', 'captured').executeTakeFirstOrThrow();
  const messages = await messagesOf(t, 'payment_received', jobId);
  expect(linesOf(messages)).toEqual(emailAndInApp('customer'));
  expect(messages[0]).toMatchObject({ key: `payment:${payment.id}`, payload: { amountMinor: total } });
});

it('a refund tells the customer the amount, the credit note and the manager’s reason', async () => {
  const { jobId } = await completedJob();
  const response = await apiCall(t, 'POST', `/api/markets/nyc/jobs/${jobId}/refunds`, { cookie: manager, body: { amountMinor: 1000, reason: 'Arrived late', idempotencyKey: randomUUID() } });
  expect(response.statusCode).toBe(200);
  const refund = await t.db.selectFrom('refunds').select(['id', 'credit_note_number']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const messages = await messagesOf(t, 'refunded', jobId);
  expect(linesOf(messages)).toEqual(emailAndInApp('customer'));
  expect(messages[0]).toMatchObject({
    key: `refund:${refund.id}`,
    payload: { amountMinor: 1000, reason: 'Arrived late', creditNoteNumber: `NYC-CN-${String(refund.credit_note_number).padStart(6, '0')}` },
  });
});

it('a paid payout tells its provider the amount and how many jobs it covers', async () => {
  await completedJob();
  await runPayoutBatch(testDeps(t, () => new Date(clock)));
  const payout = await t.db.selectFrom('payouts').select(['id', 'amount_minor', 'completed_at']).where('provider_id', '=', maria).where('status', '=', 'paid').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const jobs = await t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as tx', 'tx.id', 'e.transaction_id')
    .select('tx.job_id')
    .distinct()
    .where('e.payout_id', '=', payout.id)
    .where('tx.job_id', 'is not', null)
    .execute();
  const mine = (await messagesOf(t, 'payout')).filter((message) => message.email === 'provider@example.com');
  expect(linesOf(mine)).toEqual(emailAndInApp('provider'));
  expect(mine[0]).toMatchObject({
    key: `payout:${payout.id}`,
    payload: { kind: 'payout', providerId: maria, payoutId: payout.id, amountMinor: payout.amount_minor, currency: 'USD', jobCount: jobs.length, paidAt: payout.completed_at!.toISOString() },
  });
  expect(jobs.length).toBeGreaterThan(0);
});
