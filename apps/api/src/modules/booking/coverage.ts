import type { MarketSummary } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { toMarketSummary } from '../markets';
import { findMarketsServing } from './coverage.repository';

/**
 * The forms of a postal code a market may list: the whole code without spaces (`10115`,
 * `M5V3L9`), a US ZIP+4's first five digits (`10001-1234` → `10001`), and a Canadian code's
 * forward sortation area (`M5V 3L9` → `M5V`). Input is already trimmed and upper-cased.
 */
export function postalCodeCandidates(postalCode: string): string[] {
  const compact = postalCode.replace(/[\s-]+/g, '');
  const candidates = [compact];
  const zipPlus4 = /^(\d{5})-?\d{4}$/.exec(postalCode.replace(/\s+/g, ''));
  if (zipPlus4) candidates.push(zipPlus4[1]!);
  if (/^[A-Z]\d[A-Z]/.test(compact)) candidates.push(compact.slice(0, 3));
  return [...new Set(candidates)];
}

export interface Coverage {
  status: 'live' | 'coming_soon' | 'none';
  market: MarketSummary | null;
}

/** Which market serves a postal code: a live one first, else one coming soon, else none. */
export async function coverageOf(deps: Deps, postalCode: string): Promise<Coverage> {
  const markets = await findMarketsServing(deps.db, postalCodeCandidates(postalCode));
  const market = markets.find((row) => row.status === 'live') ?? markets[0];
  return market ? { status: market.status, market: toMarketSummary(market) } : { status: 'none', market: null };
}
