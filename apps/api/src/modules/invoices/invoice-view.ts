import type { CreditNote, Invoice, LanguageCode, SessionUser } from '@marketplace/contracts';
import { moneyLimits } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { canSeeJobContact } from '../access';
import { contactScopeOf, loadVisibleJob, providerNames } from '../jobs';
import { jobLedgerSums, tipLedgerSums } from '../ledger';
import { findMarketRow } from '../markets';
import { findBilledAccount, findInvoice, findLanguageOf, type InvoiceRow, listCreditNoteRows } from './invoices.repository';
import { documentNumber } from './issue-invoice';
import { invoicesMessages as m } from './invoices-messages';

/** What was captured for the job, from the ledger: the gateway's side of its capture transactions. */
async function paidFromLedger(db: Kysely<Database>, jobId: string): Promise<number> {
  return (await jobLedgerSums(db, jobId)).get('capture:gateway_clearing') ?? 0;
}

/**
 * The job's tips that were taken, for the section after the totals: a tip is no line of the
 * invoice (a gift to the provider, not a sale) and gets no credit note when refunded
 * (docs/payments.md, "Tips").
 */
async function tipsOf(db: Kysely<Database>, jobId: string): Promise<Invoice['tips']> {
  const tips = await tipLedgerSums(db, jobId);
  return tips.slice(0, moneyLimits.tipsPerJob).flatMap((tip) => (tip.capturedAt ? [{ id: tip.tipId, amountMinor: tip.capturedMinor, paidAt: tip.capturedAt.toISOString(), refundedMinor: tip.refundedMinor }] : []));
}

/** The job's succeeded refunds as credit notes against its invoice, oldest first. */
async function creditNotesOf(db: Kysely<Database>, jobId: string): Promise<CreditNote[]> {
  const rows = await listCreditNoteRows(db, jobId);
  return rows.map((row) => ({
    number: documentNumber(row.market_id, 'credit_note', row.credit_note_number ?? 0),
    amountMinor: row.amount_minor,
    reason: row.reason,
    issuedAt: (row.completed_at ?? row.created_at).toISOString(),
  }));
}

/**
 * Who the invoice is addressed to: the job's contact (the account's name and email when the
 * contact has none), or the invoice's own copy once the customer's account was deleted (the
 * job's contact is erased then; no email is kept: docs/account-page.md). Without
 * `withContact`, the name and the area only (docs/provider.md).
 */
async function billedTo(db: Kysely<Database>, invoice: InvoiceRow, job: JobRow, withContact: boolean): Promise<Invoice['billedTo']> {
  const kept = invoice.billed_to;
  if (kept) return { name: kept.name, email: null, address: (withContact ? [...kept.street, kept.area] : [kept.area]).filter(Boolean) };
  const account = await findBilledAccount(db, job.customer_id);
  const place = [job.address_postal_code, job.address_city].filter(Boolean).join(' ');
  const lines = withContact ? [job.address_line1, job.address_line2, place] : [place];
  return {
    name: (job.contact_name ?? account?.name ?? '').slice(0, 100),
    email: withContact ? (job.contact_email ?? account?.email ?? '').slice(0, 254) : null,
    address: lines.filter((line): line is string => Boolean(line)).map((line) => line.slice(0, 120)),
  };
}

/** The invoice if the user may see its job (its customer, its provider, its market's managers, admins); 404 otherwise. */
export async function loadVisibleInvoice(deps: Deps, user: SessionUser, invoiceId: string): Promise<{ invoice: InvoiceRow; job: JobRow }> {
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice) throw AppError.notFound(m.noSuchInvoice);
  try {
    return { invoice, job: await loadVisibleJob(deps, user, invoice.job_id) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw AppError.notFound(m.noSuchInvoice);
    throw error;
  }
}

/** Its lines in `language`, as they were issued (issue-invoice.ts); English where the invoice kept none (issued before languages). */
function linesIn(invoice: InvoiceRow, language: LanguageCode): Invoice['lines'] {
  return invoice.lines.slice(0, moneyLimits.invoiceLines).map(({ description, translations, quantity, unit, unitPriceMinor, amountMinor }) => ({
    description: translations?.[language] ?? description,
    quantity,
    unit,
    unitPriceMinor,
    amountMinor,
  }));
}

export async function invoiceOf(deps: Deps, invoice: InvoiceRow, job: JobRow, options: { withContact: boolean; language: LanguageCode }): Promise<Invoice> {
  const market = await findMarketRow(deps.db, invoice.market_id);
  if (!market) throw new Error(`No market ${invoice.market_id}`);
  const providerName = job.provider_id ? (await providerNames(deps.db, [job.provider_id])).get(job.provider_id) : undefined;
  const creditNotes = await creditNotesOf(deps.db, job.id);
  const credited = creditNotes.reduce((sum, note) => sum + note.amountMinor, 0);
  return {
    id: invoice.id,
    number: documentNumber(invoice.market_id, 'invoice', invoice.number),
    kind: invoice.kind,
    status: invoice.status,
    currency: invoice.currency,
    issuedAt: invoice.issued_at.toISOString(),
    paidAt: invoice.paid_at?.toISOString() ?? null,
    market: { id: market.id, name: market.name, timeZone: market.time_zone },
    job: { id: job.id, start: job.start_at.toISOString() },
    billedTo: await billedTo(deps.db, invoice, job, options.withContact),
    provider: providerName !== undefined ? { displayName: providerName } : null,
    lines: linesIn(invoice, options.language),
    subtotalMinor: invoice.subtotal_minor,
    serviceFeeMinor: invoice.service_fee_minor,
    taxMinor: invoice.tax_minor,
    totalMinor: invoice.total_minor,
    paidMinor: await paidFromLedger(deps.db, job.id),
    creditNotes,
    balanceAfterCreditsMinor: invoice.total_minor - credited,
    legalFooter: invoice.legal_footer,
    tips: invoice.kind === 'job' ? await tipsOf(deps.db, job.id) : [],
    mode: 'test',
  };
}

/** The invoice for the page, its lines in the reader's `language` (the page's; the PDF is the customer's). */
export async function getInvoice(deps: Deps, user: SessionUser, invoiceId: string, language: LanguageCode): Promise<Invoice> {
  const { invoice, job } = await loadVisibleInvoice(deps, user, invoiceId);
  return invoiceOf(deps, invoice, job, { withContact: canSeeJobContact(user, await contactScopeOf(deps.db, job)), language });
}

/**
 * The invoice and the language its PDF is written in: the customer's, to whom it is addressed,
 * whoever downloads it (docs/languages.md): their chosen language, else the market's.
 */
export async function getInvoiceDocument(deps: Deps, user: SessionUser, invoiceId: string): Promise<{ invoice: Invoice; language: LanguageCode }> {
  const { invoice, job } = await loadVisibleInvoice(deps, user, invoiceId);
  const market = await findMarketRow(deps.db, invoice.market_id);
  const language = (await findLanguageOf(deps.db, job.customer_id)) ?? market?.language ?? 'en';
  return { invoice: await invoiceOf(deps, invoice, job, { withContact: canSeeJobContact(user, await contactScopeOf(deps.db, job)), language }), language };
}
