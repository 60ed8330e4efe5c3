import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { providerWithoutMoney } from '../../test-support/captured-job-fixtures';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { jobBalances } from '../../test-support/paid-job-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { generousTipLimits, getTips, postTip, tipBalances, tipBody, tippableJob } from '../../test-support/tip-fixtures';
import { runPayoutBatch } from '../payouts/run-payout-batch';

/**
 * A tip's money after it was given (docs/payments.md, "Tips"): refunded by a manager like any
 * payment (no credit note), on the invoice after its totals, on the provider's payments page and
 * CSV, and paid out with the next payout; the ledger reconciles after each.
 */
let t: TestApp;
let customer: string;
let manager: string;
let customerId: string;
let providerId: string;
let provider: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: generousTipLimits });
  customer = await loginAs(t.app, 'customer@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  // A provider nobody has paid yet, so every figure of theirs counts from zero.
  const fresh = await providerWithoutMoney(t, 'nyc');
  providerId = fresh.id;
  provider = await loginAs(t.app, fresh.email);
});
afterAll(() => t.close());
afterEach(async () => {
  await expectReconciled(t);
});

const tipped = async (amountMinor: number) => {
  const job = await tippableJob(t, customerId, providerId);
  const tip = (await postTip(t, customer, job.jobId, tipBody(amountMinor))).json() as { id: string };
  return { job, tip };
};
const refund = (jobId: string, body: Record<string, unknown>) =>
  apiCall(t, 'POST' as InjectOptions['method'], `/api/markets/nyc/jobs/${jobId}/refunds`, { cookie: manager, body: { reason: 'Tipped twice by mistake', idempotencyKey: randomUUID(), ...body } });
const history = async (jobId: string) => (await apiCall(t, 'GET', `/api/markets/nyc/jobs/${jobId}/desk`, { cookie: manager })).json().history as Array<{ reason: string; changes: Record<string, unknown> | null }>;

describe('refunding a tip', () => {
  it('refunds part, then the rest, from the tip’s own payment: no credit note, the job’s money untouched, on the job’s history', async () => {
    const { job, tip } = await tipped(2_000);
    const first = await refund(job.jobId, { tipId: tip.id, amountMinor: 500 });
    expect(first.statusCode).toBe(200);
    // The answer is the job's own money: the tip's refund is not one of its refunds.
    expect(first.json()).toMatchObject({ status: 'captured', capturedMinor: job.totalMinor, refundedMinor: 0, refunds: [], refundableMinor: job.totalMinor });
    expect((await getTips(t, manager, job.jobId)).json().tips).toEqual([expect.objectContaining({ id: tip.id, status: 'partially_refunded', refundedMinor: 500, refundableMinor: 1_500 })]);
    expect(await tipBalances(t, tip.id)).toEqual({ gateway_clearing: 1_500, provider_payable: -1_500 });
    const row = await t.db.selectFrom('refunds').select(['credit_note_number', 'status']).where('job_id', '=', job.jobId).executeTakeFirstOrThrow();
    expect(row).toEqual({ credit_note_number: null, status: 'succeeded' });
    expect((await history(job.jobId)).at(-1)).toEqual(
      expect.objectContaining({ reason: 'Refunded tip $5.00: Tipped twice by mistake', changes: { tipRefund: { amountMinor: 500, currency: 'USD', tipId: tip.id } } }),
    );

    expect((await refund(job.jobId, { tipId: tip.id, amountMinor: 1_500 })).statusCode).toBe(200);
    expect(await tipBalances(t, tip.id)).toEqual({});
    expect((await getTips(t, customer, job.jobId)).json().tips).toEqual([expect.objectContaining({ status: 'refunded', refundedMinor: 2_000 })]);
    // The customer was told, as for any refund.
    const told = await t.db.selectFrom('notifications').select('event').where('job_id', '=', job.jobId).where('event', '=', 'refunded').where('channel', '=', 'email').execute();
    expect(told).toHaveLength(2);
  });

  it('refuses more than is left of the tip (409), a tip of another job (404), and never takes a tip when the job is refunded', async () => {
    const { job, tip } = await tipped(1_000);
    const over = await refund(job.jobId, { tipId: tip.id, amountMinor: 1_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('At most $10.00 can be refunded.');
    const other = await tippableJob(t, customerId, providerId);
    expect((await refund(other.jobId, { tipId: tip.id, amountMinor: 100 })).statusCode).toBe(404);
    expect((await refund(job.jobId, { tipId: randomUUID(), amountMinor: 100 })).statusCode).toBe(404);
    // The job's own refund takes from the job's payment only, even though the tip is newer.
    const whole = await refund(job.jobId, { amountMinor: job.totalMinor });
    expect(whole.json()).toMatchObject({ status: 'refunded', refundedMinor: job.totalMinor, refundableMinor: 0 });
    expect(await tipBalances(t, tip.id)).toEqual({ gateway_clearing: 1_000, provider_payable: -1_000 });
    expect((await jobBalances(t, job.jobId)).gateway_clearing).toBe(1_000);
    expect((await refund(job.jobId, { amountMinor: 100 })).statusCode).toBe(409);
  });
});

describe('a tip on the invoice', () => {
  it('follows the totals with the day it was paid and what was refunded, changes no total, and prints below them in the PDF', async () => {
    const { job, tip } = await tipped(1_300);
    await refund(job.jobId, { tipId: tip.id, amountMinor: 300 });
    const invoice = (await apiCall(t, 'GET', `/api/invoices/${job.invoiceId}`, { cookie: customer })).json();
    expect(invoice).toMatchObject({ totalMinor: job.totalMinor, paidMinor: job.totalMinor, creditNotes: [], balanceAfterCreditsMinor: job.totalMinor });
    expect(invoice.tips).toEqual([{ id: tip.id, amountMinor: 1_300, paidAt: expect.any(String), refundedMinor: 300 }]);
    const pdf = await apiCall(t, 'GET', `/api/invoices/${job.invoiceId}/pdf`, { cookie: customer });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tips (not part of this invoice: all of it goes to the provider)');
    expect(text).toMatch(/Tip paid \d{1,2} [A-Z][a-z]{2} \d{4} \(America\/New_York\)\s*\$13\.00/);
    expect(text).toMatch(/Refunded \$3\.00\s*-\$3\.00/);
  });
});

describe('a tip in the provider’s earnings and payout', () => {
  it('shows the tips of each job apart from its earnings, counts them in the balance, exports them as a row of their own and pays them out', async () => {
    const { job, tip } = await tipped(1_500);
    await refund(job.jobId, { tipId: tip.id, amountMinor: 500 });
    const page = (await apiCall(t, 'GET', `/api/providers/${providerId}/payments`, { cookie: provider })).json();
    const earning = page.earnings.find((row: { jobId: string }) => row.jobId === job.jobId);
    const jobEarnings = -(await jobBalances(t, job.jobId)).provider_payable! - 1_000;
    expect(earning).toMatchObject({ tipsMinor: 1_000, refundedMinor: 0, earningsMinor: jobEarnings, payout: null });
    const payable = page.balances[0].payableMinor as number;

    const csv = (await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie: provider })).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const rows = csv.filter((line) => line.endsWith(job.jobId));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,America\/New_York,New York City,Tip,USD,15\.00,0\.00,5\.00,10\.00,,payable,/);
    const german = (await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie: `${provider}; lang=de` })).body;
    expect(german).toContain(',Trinkgeld,USD,15.00,0.00,5.00,10.00,,Nächste Auszahlung,');

    await runPayoutBatch(testDeps(t));
    const after = (await apiCall(t, 'GET', `/api/providers/${providerId}/payments`, { cookie: provider })).json();
    const payout = after.payouts[0];
    expect(payout).toMatchObject({ status: 'paid', amountMinor: payable });
    expect(payout.covers).toEqual(expect.arrayContaining([{ jobId: job.jobId, start: expect.any(String), amountMinor: jobEarnings + 1_000 }]));
    expect(after.balances[0]).toMatchObject({ payableMinor: 0, paidMinor: payable });
    expect(after.earnings.find((row: { jobId: string }) => row.jobId === job.jobId).payout).toMatchObject({ status: 'paid' });
    const paidCsv = (await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie: provider })).body;
    expect(paidCsv).toMatch(new RegExp(`,Tip,USD,15\\.00,0\\.00,5\\.00,10\\.00,,paid,${job.jobId}`));
  });
});
