import type { MarketDetail } from '@marketplace/contracts';

/** Placeholder replaced within this work: Where capacity is missing. */
export default function CapacityPanel({ market }: { market: MarketDetail }) {
  return <p>Where capacity is missing for {market.name}.</p>;
}
