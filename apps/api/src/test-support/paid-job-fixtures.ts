import { sql } from 'kysely';
import { payAsBooked } from '../modules/payments/pay-as-booked';
import { type FixtureJob, insertTestJob, testDeps } from './job-fixtures';
import type { TestApp } from './test-app';

export interface PaidJob {
  jobId: string;
  paymentId: string;
  invoiceId: string;
  totalMinor: number;
}

/** Price columns to force (e.g. odd cents): the total is their sum. */
export interface ForcedPrice {
  subtotalMinor: number;
  serviceFeeMinor: number;
  taxMinor: number;
  commissionBps: number;
}

/**
 * A completed job paid as if booked through the site (payments/pay-as-booked.ts): its payment,
 * its paid invoice and the ledger's authorisation, capture and release, as the payments core
 * leaves a job it settled: for tests of what comes after (refunds, invoices).
 */
export async function insertPaidJob(t: TestApp, job: Omit<FixtureJob, 'status'>, price?: ForcedPrice): Promise<PaidJob> {
  const deps = testDeps(t);
  const jobId = await insertTestJob(t.db, { ...job, status: 'completed' });
  if (price) {
    await t.db
      .updateTable('jobs')
      .set({
        subtotal_minor: price.subtotalMinor,
        service_fee_minor: price.serviceFeeMinor,
        tax_minor: price.taxMinor,
        total_minor: price.subtotalMinor + price.serviceFeeMinor + price.taxMinor,
        commission_bps: price.commissionBps,
      })
      .where('id', '=', jobId)
      .execute();
  }
  const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  await payAsBooked(deps, row, deps.now());
  const payment = await t.db.selectFrom('payments').select('id').where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const invoice = await t.db.selectFrom('invoices').select('id').where('job_id', '=', jobId).executeTakeFirstOrThrow();
  return { jobId, paymentId: payment.id, invoiceId: invoice.id, totalMinor: row.total_minor };
}

/** What a job's ledger entries hold per account (provider accounts per provider), summed. */
export async function jobBalances(t: TestApp, jobId: string): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select(['ledger_entries.account', sql<number>`cast(sum(ledger_entries.amount_minor) as bigint)`.as('total')])
    .where('ledger_transactions.job_id', '=', jobId)
    .groupBy('ledger_entries.account')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]));
}
