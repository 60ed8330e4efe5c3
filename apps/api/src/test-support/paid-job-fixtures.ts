import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { issueJobInvoice } from '../modules/invoices/issue-invoice';
import { postLedgerTransaction } from '../modules/ledger/post';
import { authorisationLines, captureLines, jobComponents, releaseLines } from '../modules/ledger/postings';
import { testPaymentMethods } from '../modules/payments/test-gateway';
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
 * A completed job whose total was authorised and captured through the test gateway, with its
 * payment, its paid invoice (numbered like the core's) and the ledger's authorisation, capture and release, as the
 * payments core leaves a job it settled: for tests of what comes after (refunds, invoices).
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
  const authorised = await deps.gateway.authorise({ paymentMethod: testPaymentMethods.visa, amountMinor: row.total_minor, currency: row.currency, idempotencyKey: `fixture:${randomUUID()}` });
  if (!authorised.ok) throw new Error(authorised.message);
  const captured = await deps.gateway.capture({ reference: authorised.reference, amountMinor: row.total_minor, idempotencyKey: `fixture:${randomUUID()}` });
  if (!captured.ok) throw new Error(captured.message);
  const now = new Date();
  return t.db.transaction().execute(async (trx) => {
    const payment = await trx
      .insertInto('payments')
      .values({
        job_id: jobId,
        market_id: row.market_id,
        customer_id: row.customer_id,
        currency: row.currency,
        authorised_minor: row.total_minor,
        status: 'captured',
        gateway_reference: authorised.reference,
        card_brand: authorised.card.brand,
        card_last4: authorised.card.last4,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoice = await issueJobInvoice(trx, row, now);
    await trx.updateTable('invoices').set({ status: 'paid', paid_at: now }).where('id', '=', invoice.id).execute();
    const common = { marketId: row.market_id, currency: row.currency, jobId, paymentId: payment.id, at: now };
    await postLedgerTransaction(trx, { ...common, kind: 'authorisation', description: 'Authorised', lines: authorisationLines(row.total_minor) });
    await postLedgerTransaction(trx, { ...common, kind: 'capture', description: 'Captured', lines: captureLines(jobComponents(row), row.provider_id) });
    await postLedgerTransaction(trx, { ...common, kind: 'authorisation_release', description: 'Released', lines: releaseLines(row.total_minor) });
    return { jobId, paymentId: payment.id, invoiceId: invoice.id, totalMinor: row.total_minor };
  });
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
