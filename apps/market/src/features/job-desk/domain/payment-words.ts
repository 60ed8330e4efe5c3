import type { JobPayment, RefundRecord } from '@marketplace/contracts';

/** A payment's status in the desk's words (docs/product.md §5: separate from the job's status). */
export const paymentStatusText: Record<JobPayment['status'], string> = {
  none: 'Nothing taken (no card payment on this job)',
  authorized: 'Authorised: held on the card until the job is completed',
  captured: 'Captured',
  partially_refunded: 'Captured, partly refunded',
  refunded: 'Refunded in full',
  voided: 'Released: nothing was taken',
  failed: 'Failed: the customer can pay from their job page',
};

export const refundStatusText: Record<RefundRecord['status'], string> = {
  pending: 'Being refunded',
  succeeded: 'Refunded',
  failed: 'Refused',
};
