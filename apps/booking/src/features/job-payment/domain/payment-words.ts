import type { JobPayment } from '@marketplace/contracts';

/** The payment's state in the customer's words. */
export function paymentStatusWords(payment: Pick<JobPayment, 'status' | 'failureMessage'>): { label: string; detail: string | null } {
  switch (payment.status) {
    case 'authorized':
      return { label: 'Authorised', detail: 'The total is held on your card; it is taken when the job is done.' };
    case 'captured':
      return { label: 'Paid', detail: null };
    case 'partially_refunded':
      return { label: 'Partly refunded', detail: null };
    case 'refunded':
      return { label: 'Refunded', detail: null };
    case 'voided':
      return { label: 'Released', detail: 'Nothing was taken: the hold on your card was released.' };
    case 'failed':
      return { label: 'Payment failed', detail: payment.failureMessage ?? 'Your card could not be charged.' };
    case 'none':
      return { label: 'Nothing to pay yet', detail: null };
  }
}

/** The amounts worth showing: only those that are not zero, net only once something was refunded. */
export function paymentAmounts(payment: Pick<JobPayment, 'authorisedMinor' | 'capturedMinor' | 'refundedMinor' | 'netMinor'>): Array<{ label: string; amountMinor: number }> {
  const rows = [
    { label: 'Held on your card', amountMinor: payment.authorisedMinor },
    { label: 'Paid', amountMinor: payment.capturedMinor },
    { label: 'Refunded', amountMinor: payment.refundedMinor },
  ].filter((row) => row.amountMinor !== 0);
  if (payment.refundedMinor !== 0) rows.push({ label: 'Paid after refunds', amountMinor: payment.netMinor });
  return rows;
}
