const HOUR_MS = 3_600_000;

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
 * The market's cancellation policy applied to this booking: free until N hours before the
 * start, then a share of the total — already from now when the start is nearer than that.
 */
export function cancellationTerms(policy: CancellationPolicy, start: string, totalMinor: number, now: number): CancellationTerms {
  const { freeCancellationHours: hours, cancellationFeeBps: feeBps } = policy;
  if (feeBps === 0) return { kind: 'always-free' };
  const feeMinor = shareOf(totalMinor, feeBps);
  const freeUntil = Date.parse(start) - hours * HOUR_MS;
  if (freeUntil <= now) return { kind: 'fee-from-now', hours, feeBps, feeMinor };
  return { kind: 'free-until', freeUntil: new Date(freeUntil).toISOString(), hours, feeBps, feeMinor };
}

/** 2000 → "20%", 1250 → "12.5%". */
export function percentOf(bps: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** "24 hours", "1 hour". */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
