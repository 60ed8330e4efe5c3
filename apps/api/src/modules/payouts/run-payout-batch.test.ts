import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertCapturedJob, refundCapturedJob } from '../../test-support/captured-job-fixtures';
import { createTestApp, firstProviderIn, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { FAILING_TEST_BANK_ACCOUNT } from '../payments/test-gateway';
import { runPayoutBatch } from './run-payout-batch';

/** The weekly payout batch over captured earnings (posted as the payments core posts them). */
const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let deps: Deps;
let customerId: string;
let days = 0;
/** A distinct past start for each job (one provider never has two at once). */
const nextStart = () => new Date(TEST_NOW - (40 + (days += 1)) * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  deps = testDeps(t);
  customerId = await userIdOf(t.db, 'customer@example.com');
});
afterAll(() => t.close());

const capture = (providerId: string) => insertCapturedJob(deps, { customerId, providerId, marketId: 'nyc', start: nextStart() });
const payoutsOf = (providerId: string) => t.db.selectFrom('payouts').selectAll().where('provider_id', '=', providerId).orderBy('created_at').execute();

/** What we owe the provider now: −Σ provider_payable (the payments page's "payable"). */
async function payableOf(providerId: string): Promise<number> {
  const row = await t.db
    .selectFrom('ledger_entries')
    .select(sql<number>`cast(coalesce(sum(amount_minor), 0) as bigint)`.as('total'))
    .where('provider_id', '=', providerId)
    .where('account', '=', 'provider_payable')
    .executeTakeFirstOrThrow();
  return 0 - Number(row.total) || 0;
}

async function providers(count: number): Promise<string[]> {
  const ids = [await providerIdOf(t.db, 'provider@example.com')];
  while (ids.length < count) ids.push((await firstProviderIn(t.db, 'nyc', ids)).id);
  return ids;
}

describe('the weekly payout batch', () => {
  it('pays each provider what their captured jobs earned, once', async () => {
    const [maria] = await providers(1);
    // The seed's paid jobs of the demo provider are owed too.
    const owedBefore = await payableOf(maria!);
    const first = await capture(maria!);
    const second = await capture(maria!);
    expect(await payableOf(maria!)).toBe(owedBefore + first.earningsMinor + second.earningsMinor);

    expect((await runPayoutBatch(deps)).failed).toBe(0);
    const [payout] = await payoutsOf(maria!);
    expect(payout).toMatchObject({ status: 'paid', amount_minor: owedBefore + first.earningsMinor + second.earningsMinor, destination: 'test_bank_000123456789', currency: 'USD' });
    expect(payout!.gateway_reference).toMatch(/^po_test_/);
    expect(await payableOf(maria!)).toBe(0);
    const covered = await t.db.selectFrom('ledger_entries').select('payout_id').where('provider_id', '=', maria!).where('account', '=', 'provider_payable').execute();
    expect(covered.every((entry) => entry.payout_id === payout!.id)).toBe(true);

    // Nothing more is owed: the next batch pays nothing.
    await runPayoutBatch(deps);
    expect(await payoutsOf(maria!)).toHaveLength(1);
    await expectReconciled(t);
  });

  it('returns a failed payout to payable and pays it with the next batch once the account is fixed', async () => {
    const [, other] = await providers(2);
    await t.db.updateTable('providers').set({ payout_account: FAILING_TEST_BANK_ACCOUNT }).where('id', '=', other!).execute();
    const job = await capture(other!);

    expect(await runPayoutBatch(deps)).toMatchObject({ failed: 1 });
    const [failed] = await payoutsOf(other!);
    expect(failed).toMatchObject({ status: 'failed', amount_minor: job.earningsMinor, failure_message: expect.stringContaining('refused') });
    expect(await payableOf(other!)).toBe(job.earningsMinor);
    const earning = await t.db.selectFrom('ledger_entries').innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select('ledger_entries.payout_id').where('ledger_transactions.job_id', '=', job.jobId).where('account', '=', 'provider_payable').executeTakeFirstOrThrow();
    expect(earning.payout_id).toBeNull();
    await expectReconciled(t);

    // Still failing: tried again, fails again, still payable.
    await runPayoutBatch(deps);
    expect((await payoutsOf(other!)).map((payout) => payout.status)).toEqual(['failed', 'failed']);

    await t.db.updateTable('providers').set({ payout_account: 'test_bank_000987654321' }).where('id', '=', other!).execute();
    await runPayoutBatch(deps);
    const payouts = await payoutsOf(other!);
    expect(payouts.map((payout) => payout.status)).toEqual(['failed', 'failed', 'paid']);
    expect(payouts[2]).toMatchObject({ amount_minor: job.earningsMinor, destination: 'test_bank_000987654321' });
    expect(payouts[2]!.period_start.getTime()).toBeLessThan(payouts[2]!.period_end.getTime());
    expect(await payableOf(other!)).toBe(0);
    await expectReconciled(t);
  });

  it('pays nothing while a refund after a payout leaves the provider owing', async () => {
    const [maria] = await providers(1);
    const job = await capture(maria!);
    await runPayoutBatch(deps);
    const paidCount = (await payoutsOf(maria!)).length;

    const clawedBack = await refundCapturedJob(deps, job, 2_000);
    expect(clawedBack).toBeGreaterThan(0);
    expect(await payableOf(maria!)).toBe(-clawedBack);
    await runPayoutBatch(deps);
    expect(await payoutsOf(maria!)).toHaveLength(paidCount);
    await expectReconciled(t);

    // The next job's earnings are paid net of what was clawed back.
    const next = await capture(maria!);
    await runPayoutBatch(deps);
    const payouts = await payoutsOf(maria!);
    expect(payouts).toHaveLength(paidCount + 1);
    expect(payouts[paidCount]).toMatchObject({ status: 'paid', amount_minor: next.earningsMinor - clawedBack });
    expect(await payableOf(maria!)).toBe(0);
    await expectReconciled(t);
  });

  it('creates one payout when two batches run at once', async () => {
    const [, , third] = await providers(3);
    const job = await capture(third!);
    await Promise.all([runPayoutBatch(deps), runPayoutBatch(deps)]);
    const payouts = await payoutsOf(third!);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ status: 'paid', amount_minor: job.earningsMinor });
    const paidAtGateway = await t.db.selectFrom('test_gateway_payouts').select('id').where('id', '=', payouts[0]!.gateway_reference!).execute();
    expect(paidAtGateway).toHaveLength(1);
    await expectReconciled(t);
  });

  it('finishes a payout a crash left pending with the same idempotency key', async () => {
    const [, , , fourth] = await providers(4);
    const job = await capture(fourth!);
    const gatewayPayouts = async () => (await deps.gateway.payouts()).length;
    const before = await gatewayPayouts();
    // The crash: the gateway paid, the batch died before recording it.
    const { startPayout } = await import('./start-payout');
    const pending = await startPayout(deps, fourth!, 'USD');
    const answer = await deps.gateway.payout({ destination: pending!.destination, amountMinor: pending!.amount_minor, currency: 'USD', idempotencyKey: `payout:${pending!.id}` });
    expect(answer.ok).toBe(true);
    await expectReconciled(t);

    await runPayoutBatch(deps);
    const [payout] = await payoutsOf(fourth!);
    expect(payout).toMatchObject({ status: 'paid', amount_minor: job.earningsMinor, gateway_reference: answer.ok ? answer.reference : null });
    expect(await gatewayPayouts()).toBe(before + 1);
    await expectReconciled(t);
  });

  it('leaves a payout pending when the gateway cannot be reached, and the next batch sends it', async () => {
    const [, , , , fifth] = await providers(5);
    const job = await capture(fifth!);
    const outage: Deps = { ...deps, gateway: { ...deps.gateway, payout: () => Promise.reject(new Error('gateway unreachable')) } };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await runPayoutBatch(outage)).toMatchObject({ unreachable: 1 });
    quiet.mockRestore();
    expect(await payoutsOf(fifth!)).toMatchObject([{ status: 'pending', amount_minor: job.earningsMinor }]);
    expect(await payableOf(fifth!)).toBe(0);
    await expectReconciled(t);

    expect(await runPayoutBatch(deps)).toMatchObject({ unreachable: 0 });
    expect(await payoutsOf(fifth!)).toMatchObject([{ status: 'paid', amount_minor: job.earningsMinor }]);
    await expectReconciled(t);
  });
});
