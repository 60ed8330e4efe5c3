import { randomUUID } from 'node:crypto';
import { clearBlockingJobs } from '../../test-support/job-fixtures';
import { jobBalances } from '../../test-support/paid-job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { bookThroughApi, completeThroughApi } from '../../test-support/money-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** Refunds of money the payments core took: a completed job's total, a late cancellation's fee. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let provider: string;
let manager: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  customer = await loginAs(t.app, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
});
afterEach(async () => {
  clock = TEST_NOW;
  await expectReconciled(t);
});
afterAll(() => t.close());

const act = (jobId: string, action: string, body: unknown = {}) => apiCall(t, 'POST', `/api/provider/jobs/${jobId}/${action}`, { cookie: provider, body });
const refund = (jobId: string, amountMinor: number, reason = 'Arrived late') =>
  apiCall(t, 'POST', `/api/markets/nyc/jobs/${jobId}/refunds`, { cookie: manager, body: { amountMinor, reason, idempotencyKey: randomUUID() } });
const zeroed = { gateway_clearing: 0, provider_payable: 0, platform_commission: 0, platform_service_fees: 0, tax_payable: 0 };
const moneyOf = (balances: Record<string, number>) => Object.fromEntries(Object.keys(zeroed).map((account) => [account, balances[account] ?? 0]));

async function book() {
  const { placed, start } = await bookThroughApi(t, customer, maria, { afterDays: 1, now: new Date(clock) });
  expect(placed.statusCode).toBe(201);
  return { jobId: placed.json().job.id as string, start: start.getTime(), total: placed.json().job.price.totalMinor as number };
}

describe('refunding what the payments core captured', () => {
  it('a completed job: part, then the rest; the customer sees the credit notes on the invoice and the refunds on the job', async () => {
    const { jobId, start, total } = await book();
    await completeThroughApi(t, provider, { jobId, start }, (at) => (clock = at));
    const before = (await apiCall(t, 'GET', `/api/jobs/${jobId}/payment`, { cookie: manager })).json();
    expect(before).toEqual(expect.objectContaining({ status: 'captured', capturedMinor: total, refundableMinor: total }));

    const part = await refund(jobId, 1001);
    expect(part.json()).toEqual(expect.objectContaining({ status: 'partially_refunded', refundedMinor: 1001, refundableMinor: total - 1001, card: { brand: 'Visa', last4: '4242' } }));
    const rest = await refund(jobId, total - 1001, 'Not satisfied');
    expect(rest.json()).toEqual(expect.objectContaining({ status: 'refunded', netMinor: 0, refundableMinor: 0 }));
    expect(moneyOf(await jobBalances(t, jobId))).toEqual(zeroed);

    const mine = (await apiCall(t, 'GET', `/api/jobs/${jobId}/payment`, { cookie: customer })).json();
    expect(mine.refunds.map((entry: { amountMinor: number; by: string | null }) => [entry.amountMinor, entry.by])).toEqual([[1001, null], [total - 1001, null]]);
    const invoice = (await apiCall(t, 'GET', `/api/invoices/${mine.invoice.id}`, { cookie: customer })).json();
    expect(invoice).toEqual(expect.objectContaining({ status: 'paid', paidMinor: total, balanceAfterCreditsMinor: 0 }));
    expect(invoice.creditNotes.map((note: { amountMinor: number }) => note.amountMinor)).toEqual([1001, total - 1001]);
    const timeline = (await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: customer })).json().timeline as Array<{ reason: string | null }>;
    expect(timeline.at(-1)!.reason).toBe(`Refunded $${((total - 1001) / 100).toFixed(2)}: Not satisfied`);
  });

  it('a late cancellation’s fee, refunded in full: no more than the fee, and every account back to zero', async () => {
    const { jobId, start } = await book();
    expect((await act(jobId, 'accept')).statusCode).toBe(200);
    clock = start - HOUR_MS;
    const cancelled = await apiCall(t, 'POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Plans changed' } });
    expect(cancelled.statusCode).toBe(200);
    const fee = (await t.db.selectFrom('jobs').select('cancellation_fee_minor').where('id', '=', jobId).executeTakeFirstOrThrow()).cancellation_fee_minor!;
    expect(fee).toBeGreaterThan(0);
    expect((await refund(jobId, fee + 1)).statusCode).toBe(409);
    const response = await refund(jobId, fee, 'Fee waived after the call');
    expect(response.json()).toEqual(expect.objectContaining({ status: 'refunded', capturedMinor: fee, refundedMinor: fee }));
    expect(moneyOf(await jobBalances(t, jobId))).toEqual(zeroed);
  });
});
