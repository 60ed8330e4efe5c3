import type { MarketDetail } from '@marketplace/contracts';

/** Placeholder replaced within this work: Every job of the market. */
export default function JobsGridPanel({ market }: { market: MarketDetail }) {
  return <p>Every job of the market for {market.name}.</p>;
}
