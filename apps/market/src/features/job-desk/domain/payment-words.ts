import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { JobPayment, RefundRecord, TipStatus } from '@marketplace/contracts';

/** A payment's status in the desk's words (docs/product.md §5: separate from the job's status). */
export const paymentStatusText: Record<JobPayment['status'], MessageDescriptor> = defineMessages({
  none: { id: 'market.payment.status.none', defaultMessage: 'Nothing taken (no card payment on this job)' },
  authorized: { id: 'market.payment.status.authorized', defaultMessage: 'Authorised: held on the card until the job is completed' },
  captured: { id: 'market.payment.status.captured', defaultMessage: 'Captured' },
  partially_refunded: { id: 'market.payment.status.partially-refunded', defaultMessage: 'Captured, partly refunded' },
  refunded: { id: 'market.payment.status.refunded', defaultMessage: 'Refunded in full' },
  voided: { id: 'market.payment.status.voided', defaultMessage: 'Released: nothing was taken' },
  failed: { id: 'market.payment.status.failed', defaultMessage: 'Failed: the customer can pay from their job page' },
});

export const refundStatusText: Record<RefundRecord['status'], MessageDescriptor> = defineMessages({
  pending: { id: 'market.refund.status.pending', defaultMessage: 'Being refunded' },
  succeeded: { id: 'market.refund.status.succeeded', defaultMessage: 'Refunded' },
  failed: { id: 'market.refund.status.failed', defaultMessage: 'Refused' },
});

/** A tip's state on the desk (docs/payments.md, "Tips"). */
export const tipStatusText: Record<TipStatus, MessageDescriptor> = defineMessages({
  pending: { id: 'market.tip.status.pending', defaultMessage: 'Being taken from the card' },
  paid: { id: 'market.tip.status.paid', defaultMessage: 'Paid' },
  partially_refunded: { id: 'market.tip.status.partially-refunded', defaultMessage: 'Paid, partly refunded' },
  refunded: { id: 'market.tip.status.refunded', defaultMessage: 'Refunded in full' },
});
