import { randomUUID } from 'node:crypto';
import type { JobRow } from '../../db/schema';
import { authoriseCard, type MoneyDeps, recordAuthorisation, testPaymentMethods } from '../payments';
import { takeTip } from './take-tip';
import { insertTip } from './tips.repository';

/**
 * A tip given on a job written directly (the seed's history, tests' fixtures) as if its customer
 * had tipped through the site at `at`: authorised on the test Visa, recorded and captured through
 * the same gateway and ledger code as `POST /api/jobs/:jobId/tips` (the rules are the caller's).
 * Answers the tip's id.
 */
export async function tipAsGiven(deps: MoneyDeps, job: JobRow, amountMinor: number, at: Date): Promise<string> {
  const key = randomUUID();
  const authorisation = await authoriseCard(deps, { paymentMethod: testPaymentMethods.visa, customer: job.customer_id, amountMinor, currency: job.currency, idempotencyKey: `tip:${job.id}:${key}` });
  const tip = await deps.db.transaction().execute(async (trx) => {
    const payment = await recordAuthorisation(trx, job, authorisation, at, 'tip');
    return insertTip(trx, { job_id: job.id, payment_id: payment!.id, market_id: job.market_id, customer_id: job.customer_id, provider_id: job.provider_id!, currency: job.currency, amount_minor: amountMinor, idempotency_key: key, created_at: at });
  });
  await takeTip({ ...deps, now: () => at }, tip.payment_id);
  return tip.id;
}
