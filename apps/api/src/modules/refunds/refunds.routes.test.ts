import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { clearBlockingJobs, insertTestJob, testDeps, userIdOf } from '../../test-support/job-fixtures';
import { type ForcedPrice, insertPaidJob, jobBalances } from '../../test-support/paid-job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { findSessionUser } from '../auth/users.repository';
import { postLedgerTransaction } from '../ledger/post';
import { payoutPaidLines, payoutStartLines } from '../ledger/postings';
import { refundJob, retryPendingRefunds } from './refund-job';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let manager: string;
let berlinManager: string;
let customer: string;
let customerId: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  berlinManager = await loginAs(t.app, 'manager.berlin@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());
afterEach(async () => {
  // Whatever a scenario did, the full reconciliation passes: the ledger balances and matches the gateway.
  await expectReconciled(t);
});

let slot = 0;
const capturedJob = (price?: ForcedPrice) => insertPaidJob(t, { customerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 30 * DAY_MS + (slot += 1) * 3 * 60 * 60_000) }, price);
const refund = (jobId: string, body: { amountMinor: number; reason?: string; idempotencyKey?: string }, cookie = manager, market = 'nyc') =>
  apiCall(t, 'POST' as InjectOptions['method'], `/api/markets/${market}/jobs/${jobId}/refunds`, {
    cookie,
    body: { reason: 'Arrived late', idempotencyKey: randomUUID(), ...body },
  });
const desk = (jobId: string) => apiCall(t, 'GET', `/api/markets/nyc/jobs/${jobId}/desk`, { cookie: manager });
const refundRows = (jobId: string) => t.db.selectFrom('refunds').selectAll().where('job_id', '=', jobId).orderBy('created_at').execute();
const zeroed = { gateway_clearing: 0, provider_payable: 0, platform_commission: 0, platform_service_fees: 0, tax_payable: 0 };
const moneyOf = (balances: Record<string, number>) => Object.fromEntries(Object.entries(zeroed).map(([account]) => [account, balances[account] ?? 0]));

describe('refunding from the desk', () => {
  it('refunds everything: the payment is refunded, a credit note is numbered, every account is back to zero and the history says so', async () => {
    const job = await capturedJob();
    const response = await refund(job.jobId, { amountMinor: job.totalMinor, reason: 'Did not turn up on time' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(expect.objectContaining({ status: 'refunded', capturedMinor: job.totalMinor, refundedMinor: job.totalMinor, netMinor: 0, refundableMinor: 0 }));
    expect(body.refunds).toEqual([expect.objectContaining({ amountMinor: job.totalMinor, status: 'succeeded', reason: 'Did not turn up on time', creditNoteNumber: expect.stringMatching(/^NYC-CN-\d{6}$/), by: expect.any(String) })]);
    expect(moneyOf(await jobBalances(t, job.jobId))).toEqual(zeroed);
    const charge = await t.db.selectFrom('test_gateway_charges').innerJoin('payments', 'payments.gateway_reference', 'test_gateway_charges.id').select('refunded_minor').where('payments.id', '=', job.paymentId).executeTakeFirstOrThrow();
    expect(charge.refunded_minor).toBe(job.totalMinor);
    const history = (await desk(job.jobId)).json().history as Array<{ from: string; to: string; reason: string; changes: { refund?: unknown } | null }>;
    expect(history.at(-1)).toEqual(
      expect.objectContaining({
        from: 'completed',
        to: 'completed',
        reason: expect.stringMatching(/^Refunded \$[\d,]+\.\d\d: Did not turn up on time$/),
        changes: { refund: { amountMinor: job.totalMinor, currency: 'USD', creditNoteNumber: body.refunds[0].creditNoteNumber } },
      }),
    );
  });

  it('refunds part, then the rest, each with its own credit note', async () => {
    const job = await capturedJob();
    const first = await refund(job.jobId, { amountMinor: 1250 });
    expect(first.json()).toEqual(expect.objectContaining({ status: 'partially_refunded', refundedMinor: 1250, refundableMinor: job.totalMinor - 1250 }));
    const rest = await refund(job.jobId, { amountMinor: job.totalMinor - 1250 });
    expect(rest.statusCode).toBe(200);
    const body = rest.json();
    expect(body).toEqual(expect.objectContaining({ status: 'refunded', refundableMinor: 0, netMinor: 0 }));
    const [a, b] = body.refunds.map((entry: { creditNoteNumber: string }) => Number(entry.creditNoteNumber.slice(-6)));
    expect(b).toBe(a + 1);
    expect(moneyOf(await jobBalances(t, job.jobId))).toEqual(zeroed);
  });

  it('refuses more than is left with 409 and the amount in words, and refunds nothing', async () => {
    const job = await capturedJob();
    await refund(job.jobId, { amountMinor: 1000 });
    const response = await refund(job.jobId, { amountMinor: job.totalMinor - 999 });
    expect(response.statusCode).toBe(409);
    const left = ((job.totalMinor - 1000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(response.json().error.message).toBe(`At most $${left} can be refunded.`);
    expect(await refundRows(job.jobId)).toHaveLength(1);
  });

  it('refunds once for the same key, sent twice in a row or at the same moment', async () => {
    const job = await capturedJob();
    const idempotencyKey = randomUUID();
    const first = await refund(job.jobId, { amountMinor: 500, idempotencyKey });
    const again = await refund(job.jobId, { amountMinor: 500, idempotencyKey });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().refundedMinor).toBe(500);
    const key = randomUUID();
    const both = await Promise.all([refund(job.jobId, { amountMinor: 700, idempotencyKey: key }), refund(job.jobId, { amountMinor: 700, idempotencyKey: key })]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    const rows = await refundRows(job.jobId);
    expect(rows.map((row) => [row.amount_minor, row.status])).toEqual([[500, 'succeeded'], [700, 'succeeded']]);
    expect((await jobBalances(t, job.jobId)).gateway_clearing).toBe(job.totalMinor - 1200);
  });

  it('of two refunds at once that together exceed what was captured, exactly one succeeds', async () => {
    const job = await capturedJob();
    const amount = Math.floor(job.totalMinor / 2) + 1;
    const answers = await Promise.all([refund(job.jobId, { amountMinor: amount }), refund(job.jobId, { amountMinor: amount })]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await refundRows(job.jobId);
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
    expect((await jobBalances(t, job.jobId)).gateway_clearing).toBe(job.totalMinor - amount);
  });

  it('still balances when the provider’s share was already paid out (their payable goes below zero)', async () => {
    const job = await capturedJob();
    const earned = -(await jobBalances(t, job.jobId)).provider_payable!;
    // Paid out through the gateway, as the weekly batch does (the reconciliation checks it).
    const paid = await testDeps(t).gateway.payout({ destination: 'test_bank_000123456789', amountMinor: earned, currency: 'USD', idempotencyKey: randomUUID() });
    if (!paid.ok) throw new Error(paid.message);
    await t.db.transaction().execute(async (trx) => {
      const payout = await trx
        .insertInto('payouts')
        .values({
          provider_id: maria, currency: 'USD', period_start: new Date(TEST_NOW - 7 * DAY_MS), period_end: new Date(TEST_NOW), amount_minor: earned,
          status: 'paid', destination: 'test_bank_000123456789', gateway_reference: paid.reference, completed_at: new Date(TEST_NOW),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const common = { marketId: 'nyc', currency: 'USD', payoutId: payout.id, at: new Date(TEST_NOW) };
      await postLedgerTransaction(trx, { ...common, kind: 'payout', description: 'Payout', lines: payoutStartLines(maria, earned) });
      await postLedgerTransaction(trx, { ...common, kind: 'payout_paid', description: 'Paid', lines: payoutPaidLines(maria, earned) });
    });
    const response = await refund(job.jobId, { amountMinor: job.totalMinor });
    expect(response.statusCode).toBe(200);
    expect(moneyOf(await jobBalances(t, job.jobId))).toEqual(zeroed);
    // The refund took the provider's whole share back from an account the payout had emptied.
    const refundTx = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select(['ledger_entries.account', 'ledger_entries.amount_minor'])
      .where('ledger_transactions.job_id', '=', job.jobId)
      .where('ledger_transactions.kind', '=', 'refund')
      .execute();
    expect(refundTx.find((entry) => entry.account === 'provider_payable')?.amount_minor).toBe(earned);
  });

  it('splits odd cents across the four accounts by largest remainder, and the rest returns each to zero', async () => {
    // 1001 of services at 15% commission → earnings 851, commission 150; fee 77, tax 89; total 1167.
    const job = await capturedJob({ subtotalMinor: 1001, serviceFeeMinor: 77, taxMinor: 89, commissionBps: 1500 });
    expect(job.totalMinor).toBe(1167);
    await refund(job.jobId, { amountMinor: 500 });
    // 500 × (851, 150, 77, 89) / 1167 = 364.6, 64.3, 32.99, 38.1 → floors 364, 64, 32, 38 (498);
    // the two cents left go to the largest fractions: the fee (.99) and the earnings (.61).
    const entries = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select(['ledger_entries.account', 'ledger_entries.amount_minor'])
      .where('ledger_transactions.job_id', '=', job.jobId)
      .where('ledger_transactions.kind', '=', 'refund')
      .execute();
    expect(Object.fromEntries(entries.map((entry) => [entry.account, entry.amount_minor]))).toEqual({
      gateway_clearing: -500,
      provider_payable: 365,
      platform_commission: 64,
      platform_service_fees: 33,
      tax_payable: 38,
    });
    expect(entries.reduce((sum, entry) => sum + entry.amount_minor, 0)).toBe(0);
    await refund(job.jobId, { amountMinor: 667 });
    expect(moneyOf(await jobBalances(t, job.jobId))).toEqual(zeroed);
  });

  it('records a gateway refusal as a failed refund and answers 409 with its words', async () => {
    const job = await capturedJob();
    const deps = testDeps(t);
    deps.gateway = { ...deps.gateway, refund: async () => ({ ok: false, code: 'invalid_request', message: 'The card network refused the refund.' }) };
    const user = (await findSessionUser(t.db, await userIdOf(t.db, 'manager@example.com')))!;
    await expect(refundJob(deps, user, 'nyc', job.jobId, { amountMinor: 300, reason: 'Late', idempotencyKey: randomUUID() })).rejects.toMatchObject({ status: 409, message: 'The card network refused the refund.' });
    const rows = await refundRows(job.jobId);
    expect(rows.map((row) => [row.status, row.failure_message])).toEqual([['failed', 'The card network refused the refund.']]);
    expect((await refund(job.jobId, { amountMinor: job.totalMinor })).statusCode).toBe(200);
  });

  it('a gateway outage leaves the refund pending (held back from what is left); the same key, or the minute’s sweep, finishes it once', async () => {
    const job = await capturedJob();
    const user = (await findSessionUser(t.db, await userIdOf(t.db, 'manager@example.com')))!;
    const downAt = (at: number) => {
      const deps = testDeps(t, () => new Date(at));
      deps.gateway = { ...deps.gateway, refund: async () => Promise.reject(new Error('gateway timeout')) };
      return deps;
    };
    const first = { amountMinor: 400, reason: 'Late', idempotencyKey: randomUUID() };
    await expect(refundJob(downAt(TEST_NOW), user, 'nyc', job.jobId, first)).rejects.toThrow('gateway timeout');
    // A minute later (the test's clock stands still otherwise), a second one.
    const second = { amountMinor: 600, reason: 'Dirty floor', idempotencyKey: randomUUID() };
    await expect(refundJob(downAt(TEST_NOW + 60_000), user, 'nyc', job.jobId, second)).rejects.toThrow('gateway timeout');
    expect((await refund(job.jobId, { amountMinor: job.totalMinor - 999 })).statusCode).toBe(409);
    // The manager's retry with the same key finishes the first.
    expect((await refund(job.jobId, first)).statusCode).toBe(200);
    // The sweep finishes the second once its grace is over, and only then.
    await retryPendingRefunds(testDeps(t));
    expect((await refundRows(job.jobId)).map((row) => row.status)).toEqual(['succeeded', 'pending']);
    await retryPendingRefunds(testDeps(t, () => new Date(TEST_NOW + 5 * 60_000)));
    await retryPendingRefunds(testDeps(t, () => new Date(TEST_NOW + 5 * 60_000)));
    expect((await refundRows(job.jobId)).map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    expect((await jobBalances(t, job.jobId)).gateway_clearing).toBe(job.totalMinor - 1000);
  });

  it('is for the job’s market’s managers only: anyone else is told there is no such job', async () => {
    const job = await capturedJob();
    expect((await refund(job.jobId, { amountMinor: 100 }, customer)).statusCode).toBe(404);
    expect((await refund(job.jobId, { amountMinor: 100 }, berlinManager)).statusCode).toBe(404);
    expect((await refund(job.jobId, { amountMinor: 100 }, manager, 'berlin')).statusCode).toBe(404);
    expect(await refundRows(job.jobId)).toHaveLength(0);
  });

  it('refuses a job with nothing captured', async () => {
    const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 40 * DAY_MS), status: 'completed' });
    const response = await refund(jobId, { amountMinor: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/nothing to refund/);
  });
});
