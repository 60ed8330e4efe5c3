import type { JobPayment, RefundRecord } from '@marketplace/contracts';
import { moneyLimits } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import { documentNumber } from '../invoices/issue-invoice';
import { paymentLedgerState, pendingRefundsMinor } from './payment-ledger';

/** The job's refunds, oldest first, with the manager's name and the credit note's number. */
export async function listRefundRecords(db: Kysely<Database>, jobId: string, withNames: boolean): Promise<RefundRecord[]> {
  const rows = await db
    .selectFrom('refunds')
    .leftJoin('users', 'users.id', 'refunds.actor_user_id')
    .select(['refunds.id', 'refunds.amount_minor', 'refunds.reason', 'refunds.status', 'refunds.created_at', 'refunds.credit_note_number', 'refunds.market_id', 'users.name'])
    .where('refunds.job_id', '=', jobId)
    .orderBy('refunds.created_at')
    .limit(moneyLimits.refundsPerJob)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountMinor: row.amount_minor,
    reason: row.reason,
    status: row.status,
    at: row.created_at.toISOString(),
    creditNoteNumber: row.credit_note_number === null ? null : documentNumber(row.market_id, 'credit_note', row.credit_note_number),
    by: withNames ? (row.name ?? 'A former manager') : null,
  }));
}

/**
 * The job's money as a manager sees it after a refund. A stand-in until the payments core's
 * read model (`jobPaymentOf`, modules/payments/job-payment.ts) is merged; then that answers.
 */
export async function managerJobPayment(db: Kysely<Database>, job: JobRow): Promise<JobPayment> {
  const payment = await db.selectFrom('payments').selectAll().where('job_id', '=', job.id).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  const invoice = await db.selectFrom('invoices').select(['id', 'number', 'status', 'total_minor', 'market_id']).where('job_id', '=', job.id).executeTakeFirst();
  const ledger = payment ? await paymentLedgerState(db, payment.id) : null;
  const pending = payment ? await pendingRefundsMinor(db, payment.id) : 0;
  const captured = ledger?.capturedMinor ?? 0;
  const refunded = ledger?.refundedMinor ?? 0;
  return {
    mode: 'test',
    currency: job.currency,
    status: payment?.status ?? 'none',
    card: payment ? { brand: payment.card_brand, last4: payment.card_last4 } : null,
    authorisedMinor: payment?.status === 'authorized' ? payment.authorised_minor : 0,
    capturedMinor: captured,
    refundedMinor: refunded,
    netMinor: captured - refunded,
    failureMessage: payment?.failure_message ?? null,
    canPay: false,
    refundableMinor: Math.max(0, captured - refunded - pending),
    invoice: invoice ? { id: invoice.id, number: documentNumber(invoice.market_id, 'invoice', invoice.number), status: invoice.status, totalMinor: invoice.total_minor } : null,
    refunds: await listRefundRecords(db, job.id, true),
    providerEarnings: ledger ? { earnedMinor: ledger.remaining.providerEarnings, commissionMinor: ledger.remaining.commission } : null,
  };
}
