import type { ProviderStatus } from '@marketplace/contracts';

/**
 * A provider's status in one market (docs/market-providers.md): a suspension there outranks
 * their own pause, which holds in every market.
 */
export function rosterStatusOf(row: { suspended_at: Date | null; paused_at: Date | null }): ProviderStatus {
  if (row.suspended_at) return 'suspended';
  if (row.paused_at) return 'paused';
  return 'active';
}

/** The median of some numbers; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Accepted ÷ every request answered or left to lapse; null when there was none. */
export function acceptanceRate(counts: { accepted: number; declined: number; timedOut: number }): number | null {
  const asked = counts.accepted + counts.declined + counts.timedOut;
  return asked === 0 ? null : Math.round((counts.accepted / asked) * 1000) / 1000;
}
