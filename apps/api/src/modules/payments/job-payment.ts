import type { JobPayment, LanguageCode, PayFromJob, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { documentNumber, findJobInvoice } from '../invoices';
import { actingAs, loadVisibleJob } from '../jobs';
import { authoriseCard, recordAuthorisation, releaseUnusedAuthorisation } from './authorise-booking';
import { jobLedgerSums } from '../ledger';
import { latestPayment, listJobRefunds } from './payments.repository';
import { settleJobPayment } from './settle-payment';
import { paymentsMessages as m } from './payments-messages';
import { errorMessages as common } from '../../http/error-messages/error-messages';

type Viewer = 'customer' | 'provider' | 'manager';

async function refundsOf(deps: Deps, job: JobRow, viewer: Viewer, language: LanguageCode): Promise<JobPayment['refunds']> {
  const rows = await listJobRefunds(deps.db, job.id);
  const formerManager = intlFor(language).formatMessage(m.formerManager);
  return rows.map((row) => ({
    id: row.id,
    amountMinor: row.amount_minor,
    reason: row.reason,
    status: row.status,
    at: row.created_at.toISOString(),
    creditNoteNumber: row.credit_note_number === null ? null : documentNumber(job.market_id, 'credit_note', row.credit_note_number),
    by: viewer === 'manager' ? (row.name ?? formerManager) : null,
  }));
}

/**
 * A job's money as this viewer may see it (docs/product.md §5): amounts from the ledger (held on the card,
 * captured, refunded), states from the payment, invoice and refund rows. The card is not the
 * provider's business; the provider's share is not the customer's.
 */
export async function jobPaymentOf(deps: Deps, user: SessionUser, row: JobRow, language: LanguageCode): Promise<JobPayment> {
  const viewer = actingAs(user, row)?.role as Viewer | undefined;
  if (!viewer) throw AppError.notFound(common.noSuchJob);
  const [payment, sums, invoice, refunds] = await Promise.all([
    latestPayment(deps.db, row.id),
    jobLedgerSums(deps.db, row.id),
    findJobInvoice(deps.db, row.id),
    refundsOf(deps, row, viewer, language),
  ]);
  const sum = (key: Parameters<typeof sums.get>[0]) => sums.get(key) ?? 0;
  const authorisedMinor = sum('authorisation:card_authorisations') + sum('authorisation_release:card_authorisations');
  const capturedMinor = sum('capture:gateway_clearing');
  const refundedMinor = -sum('refund:gateway_clearing');
  const pendingRefunds = refunds.filter((refund) => refund.status === 'pending').reduce((total, refund) => total + refund.amountMinor, 0);
  const earned = -(sum('capture:provider_payable') + sum('refund:provider_payable'));
  const commission = -(sum('capture:platform_commission') + sum('refund:platform_commission'));
  return {
    mode: deps.gateway.mode,
    currency: row.currency,
    status: payment?.status ?? 'none',
    card: payment && viewer !== 'provider' ? { brand: payment.card_brand, last4: payment.card_last4 } : null,
    authorisedMinor,
    capturedMinor,
    refundedMinor,
    netMinor: capturedMinor - refundedMinor,
    // A failed payment is a capture the card refused: said in the reader's words, by what it is (docs/languages.md).
    failureMessage: payment?.status === 'failed' ? intlFor(language).formatMessage(m.captureRefused) : null,
    canPay: viewer === 'customer' && invoice?.status === 'open' && payment?.status !== 'authorized',
    refundableMinor: viewer === 'manager' ? Math.max(0, capturedMinor - refundedMinor - pendingRefunds) : 0,
    invoice: invoice ? { id: invoice.id, number: documentNumber(row.market_id, 'invoice', invoice.number), status: invoice.status, totalMinor: invoice.total_minor } : null,
    refunds,
    providerEarnings: viewer === 'customer' ? null : { earnedMinor: earned, commissionMinor: commission },
  };
}

export async function getJobPayment(deps: Deps, user: SessionUser, jobId: string, language: LanguageCode): Promise<JobPayment> {
  return jobPaymentOf(deps, user, await loadVisibleJob(deps, user, jobId), language);
}

/**
 * The customer pays an open invoice from the job page (docs/product.md §3 "pay"): after a capture the
 * card refused, or for a job booked before payments. The invoice's total is authorised on the
 * new card, recorded, and captured at once. Idempotent per key: a double click pays once.
 */
export async function payFromJob(deps: Deps, user: SessionUser, jobId: string, request: PayFromJob, language: LanguageCode): Promise<JobPayment> {
  const row = await loadVisibleJob(deps, user, jobId);
  if (actingAs(user, row)?.role !== 'customer') throw AppError.forbidden(m.onlyCustomerPays);
  const invoice = await findJobInvoice(deps.db, row.id);
  const current = await latestPayment(deps.db, row.id);
  if (!invoice || invoice.status !== 'open' || current?.status === 'authorized') {
    // Already paid (or being settled): a retried click lands here and gets the state as it is.
    if (invoice) return jobPaymentOf(deps, user, row, language);
    throw AppError.conflict(m.nothingToPay);
  }
  const authorisation = await authoriseCard(deps, {
    paymentMethod: request.paymentMethod,
    customer: user.id,
    amountMinor: invoice.total_minor,
    currency: row.currency,
    idempotencyKey: `pay:${row.id}:${request.idempotencyKey}:${request.paymentMethod}`,
  });
  const recorded = await deps.db.transaction().execute((trx) => recordAuthorisation(trx, row, authorisation, deps.now()));
  if (!recorded) await releaseUnusedAuthorisation(deps, authorisation);
  await settleJobPayment(deps, row.id);
  return jobPaymentOf(deps, user, row, language);
}
