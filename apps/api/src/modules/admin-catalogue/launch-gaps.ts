import type { LaunchGap } from '@marketplace/contracts';
import type { ErrorText } from '../../http/error-messages/localized';
import { adminCatalogueMessages as m } from './admin-catalogue-messages';

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

/** The refusal's message, naming everything missing at once so one fix-up round is enough. */
export function notReadyMessage(gaps: LaunchGap[]): ErrorText {
  return { ...m.notReady, values: { gaps: gaps.join('_and_') } };
}
