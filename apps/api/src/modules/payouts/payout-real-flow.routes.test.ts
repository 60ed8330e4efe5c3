import { clearBlockingJobs, testDeps } from '../../test-support/job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { bookThroughApi, completeThroughApi } from '../../test-support/money-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { applyBasisPoints } from '../booking/prices';
import { testPaymentMethods } from '../payments/test-gateway';
import { runPayoutBatch } from './run-payout-batch';

/** A job's money from the card to the provider's bank, through the real booking and completion. */
let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let provider: string;
let maria: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  customer = await loginAs(t.app, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());

const paymentsPage = async () => (await apiCall(t, 'GET', `/api/providers/${maria}/payments`, { cookie: provider })).json();

it('pays the provider the earnings of a job they completed, and every figure agrees with the ledger', async () => {
  // The seed paid the demo provider's past jobs: what she is owed and was paid so far.
  const [base] = (await paymentsPage()).balances;
  const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.visa, afterDays: 1, now: new Date(clock) });
  expect(placed.statusCode).toBe(201);
  const jobId = placed.json().job.id as string;
  await completeThroughApi(t, provider, { jobId, start: start.getTime() }, (at) => (clock = at));

  const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  const commission = applyBasisPoints(job.subtotal_minor, job.commission_bps);
  const earnings = job.subtotal_minor - commission;
  const before = await paymentsPage();
  expect(before.earnings[0]).toMatchObject({ jobId, subtotalMinor: job.subtotal_minor, commissionMinor: commission, earningsMinor: earnings, refundedMinor: 0, payout: null });
  expect(before.earnings[0].invoice.number).toMatch(/^NYC-\d{6}$/);
  expect(before.balances).toEqual([{ currency: 'USD', payableMinor: base.payableMinor + earnings, pendingMinor: 0, paidMinor: base.paidMinor }]);
  await expectReconciled(t);

  await runPayoutBatch(testDeps(t, () => new Date(clock)));
  const after = await paymentsPage();
  expect(after.balances).toEqual([{ currency: 'USD', payableMinor: 0, pendingMinor: 0, paidMinor: base.paidMinor + base.payableMinor + earnings }]);
  expect(after.earnings[0].payout).toMatchObject({ status: 'paid' });
  expect(after.payouts[0]).toMatchObject({ status: 'paid', amountMinor: base.payableMinor + earnings });
  expect(after.payouts[0].covers).toContainEqual({ jobId, start: start.toISOString(), amountMinor: earnings });
  await expectReconciled(t);
});
