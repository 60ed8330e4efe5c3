import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import { moneyText } from '../../invoices';
import { referenceOf } from '../../market-jobs';
import type { MoneyPayload, PayoutPayload } from '../payload';
import { jobPath, type MessageContent, type MessageDetail } from './message-content';
import { dayText, shortServices, utcDayText, visitText } from './message-text';

const m = defineMessages({
  invoiceSubject: { id: 'api.money.invoice.subject', defaultMessage: '{hasNumber, select, yes {Invoice {number} for your {what}} other {Your invoice for your {what}}}' },
  invoiceSummary: { id: 'api.money.invoice.summary', defaultMessage: 'Your invoice for the {what} of {day} is ready: {amount}.' },
  paymentSubject: { id: 'api.money.payment.subject', defaultMessage: 'Payment received: {amount} for your {what}' },
  paymentSummary: { id: 'api.money.payment.summary', defaultMessage: 'We charged {amount} to your card for your job of {day}. Thank you.' },
  refundSubject: { id: 'api.money.refund.subject', defaultMessage: 'Refund of {amount} for your {what}' },
  refundSummary: { id: 'api.money.refund.summary', defaultMessage: 'We refunded {amount} to your card. Banks usually take a few business days to show it.' },
  amount: { id: 'api.money.detail.amount', defaultMessage: 'Amount' },
  invoice: { id: 'api.money.detail.invoice', defaultMessage: 'Invoice' },
  creditNote: { id: 'api.money.detail.credit-note', defaultMessage: 'Credit note' },
  job: { id: 'api.money.detail.job', defaultMessage: 'Job' },
  jobValue: { id: 'api.money.detail.job-value', defaultMessage: '{services}, {when}' },
  reference: { id: 'api.money.detail.reference', defaultMessage: 'Reference' },
  viewInvoice: { id: 'api.money.view-invoice', defaultMessage: 'View the invoice' },
  openJob: { id: 'api.money.open-job', defaultMessage: 'Open the job' },
  becauseCustomer: { id: 'api.money.because.customer', defaultMessage: 'You get this email because you booked this job on Handyhub.' },
  tipSubject: { id: 'api.money.tip.subject', defaultMessage: 'You received a tip of {amount}' },
  tipSummary: {
    id: 'api.money.tip.summary',
    defaultMessage: '{customer} tipped you {amount} for the {what} of {day}. All of it is yours: no commission is taken, and it goes out with your next payout.',
  },
  payoutSubject: { id: 'api.money.payout.subject', defaultMessage: 'Payout of {amount} sent' },
  payoutSummary: {
    id: 'api.money.payout.summary',
    defaultMessage: 'We paid out {amount} for {jobs, plural, one {# job} other {# jobs}}. Banks usually take a few business days to show it.',
  },
  jobs: { id: 'api.money.detail.jobs', defaultMessage: 'Jobs' },
  paidOn: { id: 'api.money.detail.paid-on', defaultMessage: 'Paid on' },
  payments: { id: 'api.money.payments', defaultMessage: 'See your payments' },
  becauseProvider: { id: 'api.money.because.provider', defaultMessage: 'You get this email because you provide services on Handyhub.' },
});

/** Invoices, charges and refunds: told to the customer, about one job; a tip: told to its provider. */
export function moneyMessage(p: MoneyPayload, intl: IntlShape<string>): MessageContent {
  if (p.event === 'tip_received') return tipMessage(p, intl);
  const values = {
    amount: moneyText(p.amountMinor, p.job.currency, intl),
    what: shortServices(intl, p.job.services),
    day: dayText(intl, p.job.start, p.job.timeZone),
    number: p.invoice?.number ?? '',
    hasNumber: p.invoice ? 'yes' : 'no',
  };
  const words: Record<Exclude<MoneyPayload['event'], 'tip_received'>, Pick<MessageContent, 'subject' | 'summary'>> = {
    invoice_issued: { subject: intl.formatMessage(m.invoiceSubject, values), summary: intl.formatMessage(m.invoiceSummary, values) },
    payment_received: { subject: intl.formatMessage(m.paymentSubject, values), summary: intl.formatMessage(m.paymentSummary, values) },
    refunded: { subject: intl.formatMessage(m.refundSubject, values), summary: intl.formatMessage(m.refundSummary, values) },
  };
  const rows: (MessageDetail | false)[] = [
    { label: intl.formatMessage(m.amount), value: values.amount },
    p.invoice !== null && { label: intl.formatMessage(m.invoice), value: p.invoice.number },
    p.creditNoteNumber !== null && { label: intl.formatMessage(m.creditNote), value: p.creditNoteNumber },
    { label: intl.formatMessage(m.job), value: intl.formatMessage(m.jobValue, { services: p.job.services, when: visitText(intl, p.job) }) },
    { label: intl.formatMessage(m.reference), value: referenceOf(p.job.id) },
  ];
  return {
    ...words[p.event],
    details: rows.filter((row): row is MessageDetail => row !== false),
    reason: p.event === 'refunded' ? p.reason : null,
    action: { label: intl.formatMessage(p.event === 'invoice_issued' ? m.viewInvoice : m.openJob), path: jobPath('customer', p.job) },
    because: intl.formatMessage(m.becauseCustomer),
  };
}

/** A customer tipped the provider (docs/payments.md, "Tips"): all theirs, paid out with the rest. */
function tipMessage(p: MoneyPayload, intl: IntlShape<string>): MessageContent {
  const amount = moneyText(p.amountMinor, p.job.currency, intl);
  const values = { amount, customer: p.job.customerName, what: shortServices(intl, p.job.services), day: dayText(intl, p.job.start, p.job.timeZone) };
  return {
    subject: intl.formatMessage(m.tipSubject, values),
    summary: intl.formatMessage(m.tipSummary, values),
    details: [
      { label: intl.formatMessage(m.amount), value: amount },
      { label: intl.formatMessage(m.job), value: intl.formatMessage(m.jobValue, { services: p.job.services, when: visitText(intl, p.job) }) },
      { label: intl.formatMessage(m.reference), value: referenceOf(p.job.id) },
    ],
    reason: null,
    action: { label: intl.formatMessage(m.openJob), path: jobPath('provider', p.job) },
    because: intl.formatMessage(m.becauseProvider),
  };
}

/**
 * A payout can cover jobs in several markets, so it has no market's zone: its date is given
 * in UTC, and says so.
 */
export function payoutMessage(p: PayoutPayload, intl: IntlShape<string>): MessageContent {
  const amount = moneyText(p.amountMinor, p.currency, intl);
  return {
    subject: intl.formatMessage(m.payoutSubject, { amount }),
    summary: intl.formatMessage(m.payoutSummary, { amount, jobs: p.jobCount }),
    details: [
      { label: intl.formatMessage(m.amount), value: amount },
      { label: intl.formatMessage(m.jobs), value: intl.formatNumber(p.jobCount) },
      { label: intl.formatMessage(m.paidOn), value: utcDayText(intl, p.paidAt) },
    ],
    reason: null,
    action: { label: intl.formatMessage(m.payments), path: `/provider-profile/${p.providerId}/payments` },
    because: intl.formatMessage(m.becauseProvider),
  };
}
