import type { MarketSummary } from '@marketplace/contracts';

export interface CoverageAnswer {
  status: 'live' | 'coming_soon' | 'none';
  market: MarketSummary | null;
}

export type CoverageOutcome = { kind: 'in-market' } | { kind: 'other-market'; market: MarketSummary } | { kind: 'not-covered' };

/**
 * What an address's postal code means for the booking: served by the chosen market (go on), by
 * another live market (switch, once the customer agrees), or by none yet (the waitlist).
 */
export function coverageOutcome(answer: CoverageAnswer, chosenMarketId: string | undefined): CoverageOutcome {
  if (answer.status !== 'live' || !answer.market) return { kind: 'not-covered' };
  if (answer.market.id === chosenMarketId) return { kind: 'in-market' };
  return { kind: 'other-market', market: answer.market };
}
