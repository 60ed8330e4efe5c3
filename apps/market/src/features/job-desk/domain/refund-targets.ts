import type { CardSummary, JobPayment, Tip } from '@marketplace/contracts';

/** What a refund can take from: the job's own payment, or one of its tips (docs/payments.md, "Tips"). */
export interface RefundTarget {
  /** `job`, or the tip's id. */
  key: string;
  tip: Tip | null;
  refundableMinor: number;
  card: CardSummary | null;
}

/** The payment and each tip with money left to refund, the job's payment first. */
export function refundTargets(payment: JobPayment, tips: readonly Tip[]): RefundTarget[] {
  return [
    ...(payment.refundableMinor > 0 ? [{ key: 'job', tip: null, refundableMinor: payment.refundableMinor, card: payment.card }] : []),
    ...tips.filter((tip) => tip.refundableMinor > 0).map((tip) => ({ key: tip.id, tip, refundableMinor: tip.refundableMinor, card: tip.card })),
  ];
}
