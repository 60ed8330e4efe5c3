import type { JobRow } from '../../db/schema';
import { authoriseCard, recordAuthorisation } from './authorise-booking';
import { invoiceEndedJob, settles } from './job-money';
import { type MoneyDeps, settleJobPayment } from './settle-payment';
import { testPaymentMethods } from './test-gateway';

/**
 * Pays a job that was written directly (the seed's history, tests' fixtures) as if it had been
 * booked through the site: the total authorised on the test Visa when it was booked, and, if
 * it has ended, invoiced and settled when it ended — through the same gateway and ledger code
 * as live bookings. Idempotent per job.
 */
export async function payAsBooked(deps: MoneyDeps, job: JobRow, endedAt: Date = job.updated_at): Promise<void> {
  const authorisation = await authoriseCard(deps, {
    paymentMethod: testPaymentMethods.visa,
    customer: job.customer_id,
    amountMinor: job.total_minor,
    currency: job.currency,
    idempotencyKey: `as-booked:${job.id}`,
  });
  await deps.db.transaction().execute(async (trx) => {
    await recordAuthorisation(trx, job, authorisation, job.created_at);
    if (settles(job.status)) await invoiceEndedJob(trx, job, endedAt);
  });
  if (settles(job.status)) await settleJobPayment({ ...deps, now: () => endedAt }, job.id);
}
