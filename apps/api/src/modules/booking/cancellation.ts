import type { JobStatus } from '@marketplace/contracts';
import { applyBasisPoints } from './prices';

const HOUR_MS = 3_600_000;

export interface CancellationPolicy {
  freeCancellationHours: number;
  cancellationFeeBps: number;
}

export interface CancellationTerms {
  /** Until this instant cancelling costs nothing. */
  freeUntil: Date;
  feeMinor: number;
  /** What is paid back of what was paid: never negative. */
  refundMinor: number;
}

/** The free-cancellation deadline of a job booked (or moved while still free) to `start`. */
export function freeCancellationDeadline(start: Date, policy: CancellationPolicy): Date {
  return new Date(start.getTime() - policy.freeCancellationHours * HOUR_MS);
}

/**
 * The deadline after moving the job to `newStart`. Rescheduling never makes cancelling cheaper:
 * once the free window has closed it stays closed (the deadline is kept, however far the job
 * moves); while it is open, the deadline follows the new start — which closes it at once when
 * the new start is itself inside the window.
 */
export function deadlineAfterReschedule(current: Date, newStart: Date, policy: CancellationPolicy, now: Date): Date {
  if (now.getTime() >= current.getTime()) return current;
  return freeCancellationDeadline(newStart, policy);
}

/**
 * The cancellation terms now: free while now < the job's deadline, then a share of the total
 * (the policy snapshotted on the job). Before completion the total is only authorised, not
 * captured, so `paidMinor` is 0 and nothing is refunded: the fee is captured from the
 * authorisation and the rest of it released (payments/settle-payment.ts).
 */
export function cancellationTerms(
  job: { freeUntil: Date; totalMinor: number; paidMinor: number; policy: Pick<CancellationPolicy, 'cancellationFeeBps'> },
  now: Date,
): CancellationTerms {
  const feeMinor = now.getTime() < job.freeUntil.getTime() ? 0 : applyBasisPoints(job.totalMinor, job.policy.cancellationFeeBps);
  return { freeUntil: job.freeUntil, feeMinor, refundMinor: Math.max(0, job.paidMinor - feeMinor) };
}

/**
 * What a lifecycle step changes on the job for its money: a missed visit (the customer was not
 * there) costs the late-cancellation fee of the policy snapshot, like a cancellation after the
 * free window (docs/payments.md). The cancellation's own fee is decided by jobs/cancel-job.ts.
 */
export function feeChanges(job: { total_minor: number; cancellation_fee_bps: number }, to: JobStatus): { cancellation_fee_minor?: number } {
  return to === 'no_show' ? { cancellation_fee_minor: applyBasisPoints(job.total_minor, job.cancellation_fee_bps) } : {};
}
