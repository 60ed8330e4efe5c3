import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { postLedgerTransaction } from '../modules/ledger/post';
import { jobComponents, refundLines, shareOf } from '../modules/ledger/postings';
import { payAsBooked } from '../modules/payments/pay-as-booked';
import { insertTestJob, type FixtureJob } from './job-fixtures';

/**
 * A completed job paid as if booked through the site (payments/pay-as-booked.ts: authorised,
 * invoiced, captured by the payments core): captured earnings for payout and reconciliation
 * tests without the booking flow.
 */
export async function insertCapturedJob(deps: Deps, job: Omit<FixtureJob, 'status'>): Promise<{ jobId: string; paymentId: string; reference: string; earningsMinor: number }> {
  const jobId = await insertTestJob(deps.db, { ...job, status: 'completed' });
  const row = await deps.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  await payAsBooked(deps, row, deps.now());
  const payment = await deps.db.selectFrom('payments').select(['id', 'gateway_reference']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  return { jobId, paymentId: payment.id, reference: payment.gateway_reference, earningsMinor: jobComponents(row).providerEarnings };
}

/** A refund of part of a captured job, at the gateway and in the ledger (what the refunds module posts). Returns the provider's share. */
export async function refundCapturedJob(deps: Deps, captured: { jobId: string; paymentId: string; reference: string }, amountMinor: number): Promise<number> {
  const row = await deps.db.selectFrom('jobs').selectAll().where('id', '=', captured.jobId).executeTakeFirstOrThrow();
  const refunded = await deps.gateway.refund({ reference: captured.reference, amountMinor, idempotencyKey: `refund:${randomUUID()}` });
  if (!refunded.ok) throw new Error(refunded.message);
  const share = shareOf(jobComponents(row), amountMinor);
  await deps.db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').select('authorised_minor').where('id', '=', captured.paymentId).executeTakeFirstOrThrow();
    const charge = await trx.selectFrom('test_gateway_charges').select(['captured_minor', 'refunded_minor']).where('id', '=', captured.reference).executeTakeFirstOrThrow();
    const status = charge.refunded_minor >= charge.captured_minor ? 'refunded' : 'partially_refunded';
    await trx.updateTable('payments').set({ status, updated_at: deps.now() }).where('id', '=', captured.paymentId).execute();
    await postLedgerTransaction(trx, {
      marketId: row.market_id,
      currency: row.currency,
      kind: 'refund',
      jobId: captured.jobId,
      paymentId: captured.paymentId,
      description: `Refund of ${amountMinor} of ${payment.authorised_minor}`,
      at: deps.now(),
      lines: refundLines(share, row.provider_id),
    });
  });
  return share.providerEarnings;
}

/** A provider of the market nobody has paid yet (the seed pays the demo provider's jobs): for tests that count from zero. */
export async function providerWithoutMoney(deps: Pick<Deps, 'db'>, marketId: string): Promise<{ id: string; email: string }> {
  const row = await deps.db
    .selectFrom('providers')
    .innerJoin('provider_markets', 'provider_markets.provider_id', 'providers.id')
    .innerJoin('users', 'users.id', 'providers.user_id')
    .select(['providers.id', 'users.email'])
    .where('provider_markets.market_id', '=', marketId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ledger_entries').select('ledger_entries.id').whereRef('ledger_entries.provider_id', '=', 'providers.id'))))
    .orderBy('users.email')
    .executeTakeFirstOrThrow();
  return row;
}
