const HOUR_MS = 3_600_000;

/** A market's cancellation policy, as a job snapshots it when booked. */
export interface CancellationPolicy {
  freeCancellationHours: number;
  cancellationFeeBps: number;
}

export type CancellationTerms =
  | { kind: 'always-free' }
  | { kind: 'free-until'; freeUntil: string; hours: number; feeBps: number; feeMinor: number }
  | { kind: 'fee-from-now'; hours: number; feeBps: number; feeMinor: number };

/** A share of an amount in basis points, rounded half up as the API rounds it. */
export const shareOf = (amountMinor: number, bps: number) => Math.floor((amountMinor * bps + 5_000) / 10_000);

/**
 * The cancellation policy applied to one job: free until N hours before the start, then a
 * share of the total. Given `now` (epoch ms), a start nearer than that means the fee applies
 * from now; without it, the terms are stated as they stand (a booked job's own page).
 */
export function cancellationTerms(policy: CancellationPolicy, start: string, totalMinor: number, now?: number): CancellationTerms {
  const { freeCancellationHours: hours, cancellationFeeBps: feeBps } = policy;
  if (feeBps === 0) return { kind: 'always-free' };
  const feeMinor = shareOf(totalMinor, feeBps);
  const freeUntil = Date.parse(start) - hours * HOUR_MS;
  if (now !== undefined && freeUntil <= now) return { kind: 'fee-from-now', hours, feeBps, feeMinor };
  return { kind: 'free-until', freeUntil: new Date(freeUntil).toISOString(), hours, feeBps, feeMinor };
}
