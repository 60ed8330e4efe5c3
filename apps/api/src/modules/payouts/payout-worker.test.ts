import { sql } from 'kysely';
import { startApiQueue } from '../../app';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertCapturedJob, providerWithoutMoney } from '../../test-support/captured-job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { waitUntil } from '../../test-support/wait-until';
import type { RunningQueue } from '../queue/job-queue';
import { startPayoutWorkers } from './run-payout-batch';

/** The weekly batch on the real queue: scheduled for Monday 06:00 UTC, and run when its message comes. */
let t: TestApp;
let worker: RunningQueue | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

it('is scheduled every Monday at 06:00 UTC and pays out when its message is handled', async () => {
  const { id: providerId } = await providerWithoutMoney(t, 'nyc');
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const job = await insertCapturedJob(testDeps(t), { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW - 10 * 24 * 3_600_000) });

  worker = await startApiQueue(t.config, t.database, (error) => console.error('worker error', error), true);
  await startPayoutWorkers(worker, { ...testDeps(t), queue: worker });
  const schedules = await sql<{ cron: string; timezone: string | null }>`select cron, timezone from pgboss.schedule where name = 'payouts-weekly'`.execute(t.db);
  expect(schedules.rows).toEqual([expect.objectContaining({ cron: '0 6 * * 1' })]);

  await worker.send(t.db, 'payouts-weekly', {});
  const paid = async () => (await t.db.selectFrom('payouts').select('status').where('provider_id', '=', providerId).where('status', '=', 'paid').execute()).length;
  await waitUntil('the worker has paid out', async () => (await paid()) > 0);
  const [payout] = await t.db.selectFrom('payouts').selectAll().where('provider_id', '=', providerId).execute();
  expect(payout).toMatchObject({ status: 'paid', amount_minor: job.earningsMinor });
  await expectReconciled(t);
});
