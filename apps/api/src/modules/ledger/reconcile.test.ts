import type { Deps } from '../../deps';
import { expectReconciled, withinRolledBack } from '../../test-support/ledger-assertions';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertCapturedJob, providerWithoutMoney, refundCapturedJob } from '../../test-support/captured-job-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { createTestGateway, testPaymentMethods } from '../payments/test-gateway';
import { runPayoutBatch } from '../payouts/run-payout-batch';
import { postLedgerTransaction } from './post';
import { reconcile } from './reconcile';

const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let deps: Deps;
let job: Awaited<ReturnType<typeof insertCapturedJob>>;
/** What the seeded database holds before the scenario (the demo jobs are paid through the gateway). */
let seeded: Awaited<ReturnType<typeof reconcile>>['checked'];

beforeAll(async () => {
  t = await createTestApp();
  deps = testDeps(t);
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const { id: providerId } = await providerWithoutMoney(t, 'nyc');
  seeded = (await reconcile(t.db, createTestGateway(t.db))).checked;
  // Authorise → capture → partial refund → payout: every kind of movement once.
  job = await insertCapturedJob(deps, { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW - 30 * DAY_MS) });
  await refundCapturedJob(deps, job, 1_001);
  await runPayoutBatch(deps);
});
afterAll(() => t.close());

/** Reconciles inside a transaction that is rolled back: the breakage never reaches the shared database. */
const reconcileAfter = (breakage: (trx: Deps['db']) => Promise<unknown>) =>
  withinRolledBack(t.db, async (trx) => {
    await breakage(trx);
    return reconcile(trx, createTestGateway(trx));
  });

describe('reconciliation', () => {
  it('finds a ledger that balances and matches the gateway after authorise, capture, refund and payout', async () => {
    const { checked } = await expectReconciled(t);
    expect(seeded.payments).toBeGreaterThan(0);
    // The scenario's one payment and charge; the batch also pays every provider the seed left owed.
    const payouts = checked.payouts - seeded.payouts;
    expect(payouts).toBeGreaterThanOrEqual(1);
    expect(checked).toMatchObject({ payments: seeded.payments + 1, charges: seeded.charges + 1, gatewayPayouts: seeded.gatewayPayouts + payouts, currencies: 1 });
    // Authorisation, capture, release, refund; a payout and its payout_paid per provider paid.
    expect(checked.transactions).toBe(seeded.transactions + 4 + 2 * payouts);
  });

  it('reports a capture at the gateway that the ledger lacks', async () => {
    const report = await reconcileAfter(async (trx) => {
      await trx.deleteFrom('ledger_transactions').where('payment_id', '=', job.paymentId).where('kind', '=', 'refund').execute();
    });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^payment .* the ledger has \d+ captured less refunded, the gateway \d+$/),
      expect.stringMatching(/^gateway_clearing in USD is \d+ in the ledger/),
    ]));
  });

  it('reports an orphan authorisation, a status that disagrees and a paid payout the gateway never made', async () => {
    const report = await reconcileAfter(async (trx) => {
      await trx.insertInto('test_gateway_charges').values({ id: 'ch_test_orphan', payment_method_id: testPaymentMethods.visa, currency: 'USD', authorised_minor: 5_000, status: 'authorised' }).execute();
      await trx.updateTable('payments').set({ status: 'captured' }).where('id', '=', job.paymentId).execute();
      await trx.updateTable('payouts').set({ gateway_reference: 'po_test_missing' }).execute();
    });
    expect(report.problems).toEqual(expect.arrayContaining([
      'gateway charge ch_test_orphan (authorised) has no payment: an orphan authorisation',
      `payment ${job.paymentId} is captured, its charge says partially_refunded`,
      expect.stringMatching(/^payout .* is paid but the gateway has no payout po_test_missing$/),
      expect.stringMatching(/^gateway payout po_test_\w+ .* is paid but no payout records it$/),
    ]));
  });

  it('reports a transaction that does not balance (the trigger only runs at commit)', async () => {
    const report = await reconcileAfter(async (trx) => {
      const id = await postLedgerTransaction(trx, { marketId: 'nyc', currency: 'USD', kind: 'capture', description: 'test', at: new Date(TEST_NOW), lines: [
        { account: 'gateway_clearing', amountMinor: 10 },
        { account: 'platform_commission', amountMinor: -10 },
      ] });
      await trx.updateTable('ledger_entries').set({ amount_minor: -9 }).where('transaction_id', '=', id).where('account', '=', 'platform_commission').execute();
    });
    expect(report.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^ledger transaction .* \(capture\) has 2 entries summing to 1$/)]));
    await expectReconciled(t);
  });
});
