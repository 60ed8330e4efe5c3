import { moneyText } from '../../invoices';
import { referenceOf } from '../../market-jobs';
import type { MoneyPayload, PayoutPayload } from '../payload';
import { jobPath, type MessageContent, type MessageDetail } from './message-content';
import { dayText, shortServices, visitText } from './message-text';

/** Invoices, charges and refunds: told to the customer, about one job. */
export function moneyMessage(p: MoneyPayload): MessageContent {
  const amount = moneyText(p.amountMinor, p.job.currency);
  const what = shortServices(p.job.services);
  const day = dayText(p.job.start, p.job.timeZone);
  const words: Record<MoneyPayload['event'], Pick<MessageContent, 'subject' | 'summary'>> = {
    invoice_issued: { subject: p.invoice ? `Invoice ${p.invoice.number} for your ${what}` : `Your invoice for your ${what}`, summary: `Your invoice for the ${what} of ${day} is ready: ${amount}.` },
    payment_received: { subject: `Payment received: ${amount} for your ${what}`, summary: `We charged ${amount} to your card for your job of ${day}. Thank you.` },
    refunded: { subject: `Refund of ${amount} for your ${what}`, summary: `We refunded ${amount} to your card. Banks usually take a few business days to show it.` },
  };
  const rows: (MessageDetail | false)[] = [
    { label: 'Amount', value: amount },
    p.invoice !== null && { label: 'Invoice', value: p.invoice.number },
    p.creditNoteNumber !== null && { label: 'Credit note', value: p.creditNoteNumber },
    { label: 'Job', value: `${p.job.services}, ${visitText(p.job)}` },
    { label: 'Reference', value: referenceOf(p.job.id) },
  ];
  return {
    ...words[p.event],
    details: rows.filter((row): row is MessageDetail => row !== false),
    reason: p.event === 'refunded' ? p.reason : null,
    action: { label: p.event === 'invoice_issued' ? 'View the invoice' : 'Open the job', path: jobPath('customer', p.job) },
    because: 'you booked this job on Handyhub',
  };
}

/**
 * A payout can cover jobs in several markets, so it has no market's zone: its date is given
 * in UTC, and says so.
 */
export function payoutMessage(p: PayoutPayload): MessageContent {
  const amount = moneyText(p.amountMinor, p.currency);
  const jobs = `${p.jobCount} ${p.jobCount === 1 ? 'job' : 'jobs'}`;
  return {
    subject: `Payout of ${amount} sent`,
    summary: `We paid out ${amount} for ${jobs}. Banks usually take a few business days to show it.`,
    details: [
      { label: 'Amount', value: amount },
      { label: 'Jobs', value: String(p.jobCount) },
      { label: 'Paid on', value: `${dayText(p.paidAt, 'UTC')} (UTC)` },
    ],
    reason: null,
    action: { label: 'See your payments', path: `/provider-profile/${p.providerId}/payments` },
    because: 'you provide services on Handyhub',
  };
}
