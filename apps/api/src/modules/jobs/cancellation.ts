import { applyBasisPoints } from '../booking/prices';

const HOUR_MS = 3_600_000;

export interface CancellationPolicy {
  freeCancellationHours: number;
  cancellationFeeBps: number;
}

export interface CancellationTerms {
  /** Until this instant (start − free hours) cancelling costs nothing. */
  freeUntil: Date;
  feeMinor: number;
  /** What is paid back of what was paid: never negative. */
  refundMinor: number;
}

/**
 * The market's policy as snapshotted on the job: free while now < start − free hours, then a
 * share of the total. Nothing is charged before completion yet, so `paidMinor` is 0 for now
 * and the refund is 0; the fee is what the customer will owe.
 */
export function cancellationTerms(
  job: { startAt: Date; totalMinor: number; paidMinor: number; policy: CancellationPolicy },
  now: Date,
): CancellationTerms {
  const freeUntil = new Date(job.startAt.getTime() - job.policy.freeCancellationHours * HOUR_MS);
  const feeMinor = now.getTime() < freeUntil.getTime() ? 0 : applyBasisPoints(job.totalMinor, job.policy.cancellationFeeBps);
  return { freeUntil, feeMinor, refundMinor: Math.max(0, job.paidMinor - feeMinor) };
}
