import type { LanguageCode } from '@marketplace/contracts';
import { languages, sourceLanguage } from '@marketplace/i18n/languages';
import type { Kysely } from 'kysely';
import type { Database, JobRow, StoredInvoiceLine } from '../../db/schema';
import { intlFor } from '../../i18n/intl';
import { type JobServiceRow, listJobServices } from '../booking';
import type { JobComponents } from '../ledger';
import { findMarketRow } from '../markets';
import { invoiceWords as w } from './invoice-words';
import { findJobInvoice, insertInvoice, type InvoiceRow, nextDocumentNumber } from './invoices.repository';

export type { InvoiceRow };

/** "NYC-000042" / "NYC-CN-000003": the market's id, the series, six digits. */
export function documentNumber(marketId: string, series: 'invoice' | 'credit_note', number: number): string {
  return `${marketId.toUpperCase()}${series === 'credit_note' ? '-CN' : ''}-${String(number).padStart(6, '0')}`;
}

async function footerOf(trx: Kysely<Database>, marketId: string): Promise<string> {
  const market = await findMarketRow(trx, marketId);
  if (!market) throw new Error(`No market ${marketId}`);
  return market.legal_footer;
}

async function issue(
  trx: Kysely<Database>,
  job: JobRow,
  kind: InvoiceRow['kind'],
  lines: StoredInvoiceLine[],
  amounts: { subtotal: number; serviceFee: number; tax: number },
  at: Date,
): Promise<InvoiceRow> {
  const number = await nextDocumentNumber(trx, job.market_id, 'invoice');
  return insertInvoice(trx, {
    market_id: job.market_id,
    job_id: job.id,
    number,
    kind,
    status: 'open',
    currency: job.currency,
    lines: JSON.stringify(lines),
    subtotal_minor: amounts.subtotal,
    service_fee_minor: amounts.serviceFee,
    tax_minor: amounts.tax,
    total_minor: amounts.subtotal + amounts.serviceFee + amounts.tax,
    legal_footer: await footerOf(trx, job.market_id),
    issued_at: at,
  });
}

/** The site's languages but English: those a line is kept in beside its English. */
const otherLanguages = languages.filter((language) => language !== sourceLanguage);

/** A line's words in every language of the site, each made by `say`: English as its description, the others as its translations. */
function inEveryLanguage(say: (language: LanguageCode) => string): Pick<StoredInvoiceLine, 'description' | 'translations'> {
  return { description: say(sourceLanguage), translations: Object.fromEntries(otherLanguages.map((language) => [language, say(language)])) };
}

/**
 * The completed job's invoice (`open` until its money is captured): its priced services (and a
 * plan visit's discount), the service fee and the tax as snapshotted at booking. One per job: issuing again returns it.
 * Each line names its service in every language of the site as it is named now (the English it
 * was booked under, the translations of the day): an issued invoice never changes.
 */
export async function issueJobInvoice(trx: Kysely<Database>, job: JobRow, at: Date): Promise<InvoiceRow> {
  const existing = await findJobInvoice(trx, job.id);
  if (existing) return existing;
  const named = new Map<LanguageCode, JobServiceRow[]>();
  for (const language of languages) named.set(language, await listJobServices(trx, [job.id], language));
  const services = named.get(sourceLanguage)!;
  const lines: StoredInvoiceLine[] = services.map((service, index) => ({
    ...inEveryLanguage((language) => named.get(language)![index]!.name),
    quantity: service.quantity,
    unit: service.unit,
    unitPriceMinor: service.unit_price_minor,
    amountMinor: service.amount_minor,
  }));
  // A plan's visit: its discount as a negative line, so the lines add up to the subtotal (docs/repeat-business.md).
  if (job.discount_minor > 0) {
    const discount = -job.discount_minor;
    lines.push({ ...inEveryLanguage((language) => intlFor(language).formatMessage(w.planDiscountLine)), quantity: 1, unit: 'fee', unitPriceMinor: discount, amountMinor: discount });
  }
  return issue(trx, job, 'job', lines, { subtotal: job.subtotal_minor, serviceFee: job.service_fee_minor, tax: job.tax_minor }, at);
}

/**
 * The invoice for a cancellation (or no-show) fee: the fee split like the booking's total
 * (`share`, from ledger/postings.ts `shareOf`), so its service fee and tax are the fee's shares.
 */
export async function issueFeeInvoice(trx: Kysely<Database>, job: JobRow, share: JobComponents, at: Date): Promise<InvoiceRow> {
  const existing = await findJobInvoice(trx, job.id);
  if (existing) return existing;
  const services = share.providerEarnings + share.commission;
  const values = { kind: job.status === 'no_show' ? 'missed' : 'late', share: job.cancellation_fee_bps / 10_000 };
  const line: StoredInvoiceLine = {
    ...inEveryLanguage((language) => intlFor(language).formatMessage(w.feeLine, values)),
    quantity: 1,
    unit: 'fee',
    unitPriceMinor: services,
    amountMinor: services,
  };
  return issue(trx, job, 'cancellation_fee', [line], { subtotal: services, serviceFee: share.serviceFee, tax: share.tax }, at);
}
