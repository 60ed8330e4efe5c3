import type { MarketDetail } from '@marketplace/contracts';

/** Placeholder replaced within this work: KPIs against the previous period. */
export default function KpiPanel({ market }: { market: MarketDetail }) {
  return <p>KPIs against the previous period for {market.name}.</p>;
}
