import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { JobPayment } from '@marketplace/contracts';

const words = defineMessages({
  authorized: { id: 'booking.payment.authorized', defaultMessage: 'Authorised' },
  authorizedDetail: { id: 'booking.payment.authorized-detail', defaultMessage: 'The total is held on your card; it is taken when the job is done.' },
  captured: { id: 'booking.payment.captured', defaultMessage: 'Paid' },
  partiallyRefunded: { id: 'booking.payment.partially-refunded', defaultMessage: 'Partly refunded' },
  refunded: { id: 'booking.payment.refunded', defaultMessage: 'Refunded' },
  voided: { id: 'booking.payment.voided', defaultMessage: 'Released' },
  voidedDetail: { id: 'booking.payment.voided-detail', defaultMessage: 'Nothing was taken: the hold on your card was released.' },
  failed: { id: 'booking.payment.failed', defaultMessage: 'Payment failed' },
  failedDetail: { id: 'booking.payment.failed-detail', defaultMessage: 'Your card could not be charged.' },
  none: { id: 'booking.payment.none', defaultMessage: 'Nothing to pay yet' },
  heldAmount: { id: 'booking.payment.held-amount', defaultMessage: 'Held on your card' },
  paidAmount: { id: 'booking.payment.paid-amount', defaultMessage: 'Paid' },
  refundedAmount: { id: 'booking.payment.refunded-amount', defaultMessage: 'Refunded' },
  netAmount: { id: 'booking.payment.net-amount', defaultMessage: 'Paid after refunds' },
});

/**
 * The payment's state in the customer's words, in the page's language. A failure's own message
 * comes from the API, worded there in the page's language: `detailByApi` says so, and its
 * element carries `data-worded-by="api"` (docs/languages.md, the pseudo-locale test).
 */
export function paymentStatusWords(intl: IntlShape, payment: Pick<JobPayment, 'status' | 'failureMessage'>): { label: string; detail: string | null; detailByApi?: boolean } {
  const say = (message: MessageDescriptor) => intl.formatMessage(message);
  switch (payment.status) {
    case 'authorized':
      return { label: say(words.authorized), detail: say(words.authorizedDetail) };
    case 'captured':
      return { label: say(words.captured), detail: null };
    case 'partially_refunded':
      return { label: say(words.partiallyRefunded), detail: null };
    case 'refunded':
      return { label: say(words.refunded), detail: null };
    case 'voided':
      return { label: say(words.voided), detail: say(words.voidedDetail) };
    case 'failed':
      return payment.failureMessage ? { label: say(words.failed), detail: payment.failureMessage, detailByApi: true } : { label: say(words.failed), detail: say(words.failedDetail) };
    case 'none':
      return { label: say(words.none), detail: null };
  }
}

/** The amounts worth showing: only those that are not zero, net only once something was refunded. */
export function paymentAmounts(
  intl: IntlShape,
  payment: Pick<JobPayment, 'authorisedMinor' | 'capturedMinor' | 'refundedMinor' | 'netMinor'>,
): Array<{ label: string; amountMinor: number }> {
  const rows = [
    { label: intl.formatMessage(words.heldAmount), amountMinor: payment.authorisedMinor },
    { label: intl.formatMessage(words.paidAmount), amountMinor: payment.capturedMinor },
    { label: intl.formatMessage(words.refundedAmount), amountMinor: payment.refundedMinor },
  ].filter((row) => row.amountMinor !== 0);
  if (payment.refundedMinor !== 0) rows.push({ label: intl.formatMessage(words.netAmount), amountMinor: payment.netMinor });
  return rows;
}
