import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';

/** The words of an invoice PDF (invoice-pdf.ts), in the customer's language; and those of a fee's line, as issued (issue-invoice.ts). */
export const invoiceWords = defineMessages({
  title: { id: 'api.invoice.title', defaultMessage: 'Invoice {number}' },
  testMode: { id: 'api.invoice.test-mode', defaultMessage: 'TEST MODE — no real money moved' },
  heading: { id: 'api.invoice.heading', defaultMessage: '{kind, select, cancellation_fee {INVOICE (cancellation fee)} other {INVOICE}}' },
  number: { id: 'api.invoice.number', defaultMessage: 'Number: {number}' },
  issued: { id: 'api.invoice.issued', defaultMessage: 'Issued: {date}' },
  serviceDate: { id: 'api.invoice.service-date', defaultMessage: 'Service date: {date}' },
  paidOn: { id: 'api.invoice.paid-on', defaultMessage: 'Paid: {date}' },
  status: { id: 'api.invoice.status', defaultMessage: '{status, select, paid {Status: Paid} other {Status: Open}}' },
  billedTo: { id: 'api.invoice.billed-to', defaultMessage: 'Billed to' },
  serviceBy: { id: 'api.invoice.service-by', defaultMessage: 'Service by {provider} ({market})' },
  description: { id: 'api.invoice.column.description', defaultMessage: 'Description' },
  quantity: { id: 'api.invoice.column.quantity', defaultMessage: 'Qty' },
  unitPrice: { id: 'api.invoice.column.unit-price', defaultMessage: 'Unit price' },
  amount: { id: 'api.invoice.column.amount', defaultMessage: 'Amount' },
  lineQuantity: { id: 'api.invoice.line-quantity', defaultMessage: '{unit, select, hour {{quantity, number} h} other {{quantity, number}}}' },
  subtotal: { id: 'api.invoice.subtotal', defaultMessage: 'Subtotal' },
  serviceFee: { id: 'api.invoice.service-fee', defaultMessage: 'Service fee' },
  tax: { id: 'api.invoice.tax', defaultMessage: 'Tax' },
  total: { id: 'api.invoice.total', defaultMessage: 'Total' },
  paid: { id: 'api.invoice.paid', defaultMessage: 'Paid' },
  creditNotes: { id: 'api.invoice.credit-notes', defaultMessage: 'Credit notes' },
  creditNote: { id: 'api.invoice.credit-note', defaultMessage: '{number} ({date})' },
  reason: { id: 'api.invoice.reason', defaultMessage: 'Reason: {reason}' },
  balance: { id: 'api.invoice.balance', defaultMessage: 'Balance after credits' },
  tips: { id: 'api.invoice.tips', defaultMessage: 'Tips (not part of this invoice: all of it goes to the provider)' },
  tip: { id: 'api.invoice.tip', defaultMessage: 'Tip paid {date}' },
  tipRefunded: { id: 'api.invoice.tip-refunded', defaultMessage: 'Refunded {amount}' },
  pageFooter: { id: 'api.invoice.page-footer', defaultMessage: '{number} · page {page} of {pages} · Test mode: no real money moved' },
  dateInZone: { id: 'api.invoice.date-in-zone', defaultMessage: '{date} ({timeZone})' },
  // The line of a cancellation fee's invoice: `share` is the fee's part of the booking (0.25 for 25 %).
  // The negative line of a recurring plan's visit (docs/repeat-business.md).
  planDiscountLine: { id: 'api.invoice.plan-discount-line', defaultMessage: 'Plan discount' },
  feeLine: { id: 'api.invoice.fee-line', defaultMessage: '{kind, select, missed {Missed-visit fee} other {Late-cancellation fee}} ({share, number, ::percent .##} of the booking)' },
});

/**
 * A date in the market's zone, named by its zone: "24 Nov 2026 (America/New_York)" in English
 * (the site's order, from Intl's parts), "24. November 2026 (America/New_York)" in German.
 */
export function documentDate(intl: IntlShape<string>, instant: string, timeZone: string): string {
  let date: string;
  if (intl.locale.startsWith('en')) {
    const parts = intl.formatDateToParts(instant, { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    date = `${part('day')} ${part('month')} ${part('year')}`;
  } else {
    date = intl.formatDate(instant, { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
  }
  return intl.formatMessage(invoiceWords.dateInZone, { date, timeZone });
}
