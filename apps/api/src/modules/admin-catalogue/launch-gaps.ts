import type { LaunchGap } from '@marketplace/contracts';

/** What a market has that going live depends on (docs/admin-markets.md, "Going live"). */
export interface LaunchCounts {
  offerableProviders: number;
  pricedServices: number;
}

/** What it still lacks, in a stable order; empty when it may go live. */
export function launchGaps(counts: LaunchCounts): LaunchGap[] {
  const gaps: LaunchGap[] = [];
  if (counts.offerableProviders < 1) gaps.push('offerable_provider');
  if (counts.pricedServices < 1) gaps.push('priced_service');
  return gaps;
}

const gapWords: Record<LaunchGap, string> = {
  offerable_provider: 'at least one active provider (approved there, weekly hours set, not suspended, not paused)',
  priced_service: 'at least one active service with a price',
};

/** The refusal's message, naming everything missing at once so one fix-up round is enough. */
export function notReadyMessage(gaps: LaunchGap[]): string {
  return `This market cannot go live yet. It needs ${gaps.map((gap) => gapWords[gap]).join(', and ')}.`;
}
