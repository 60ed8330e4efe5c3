const HOUR_MS = 3_600_000;

/** A market's cancellation policy, as a job snapshots it when booked. */
export interface CancellationPolicy {
  freeCancellationHours: number;
  cancellationFeeBps: number;
  /**
   * A booked job's own deadline. It is the start less the free hours, except after a job was
   * moved once that deadline had passed: the API keeps the old one (no fee dodge by moving).
   */
  freeCancellationUntil?: string;
}

export type CancellationTerms =
  | { kind: 'always-free' }
  | { kind: 'free-until'; freeUntil: string; hours: number; feeBps: number; feeMinor: number; keptAfterMove: boolean }
  | { kind: 'fee-from-now'; freeUntil: string; hours: number; feeBps: number; feeMinor: number; keptAfterMove: boolean };

/** A share of an amount in basis points, rounded half up as the API rounds it. */
export const shareOf = (amountMinor: number, bps: number) => Math.floor((amountMinor * bps + 5_000) / 10_000);

/**
 * The cancellation policy applied to one job: free until its deadline (N hours before the
 * start, or the one it kept when moved), then a share of the total. Given `now` (epoch ms), a start nearer than that means the fee applies
 * from now; without it, the terms are stated as they stand (a booked job's own page).
 */
export function cancellationTerms(policy: CancellationPolicy, start: string, totalMinor: number, now?: number): CancellationTerms {
  const { freeCancellationHours: hours, cancellationFeeBps: feeBps } = policy;
  if (feeBps === 0) return { kind: 'always-free' };
  const feeMinor = shareOf(totalMinor, feeBps);
  const followingStart = Date.parse(start) - hours * HOUR_MS;
  const freeUntil = policy.freeCancellationUntil ? Date.parse(policy.freeCancellationUntil) : followingStart;
  const terms = { freeUntil: new Date(freeUntil).toISOString(), hours, feeBps, feeMinor, keptAfterMove: freeUntil !== followingStart };
  if (now !== undefined && freeUntil <= now) return { kind: 'fee-from-now', ...terms };
  return { kind: 'free-until', ...terms };
}
