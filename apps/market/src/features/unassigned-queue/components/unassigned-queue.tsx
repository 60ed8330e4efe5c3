import type { MarketDetail } from '@marketplace/contracts';

/** Placeholder replaced within this work: Jobs waiting for a provider. */
export default function UnassignedQueue({ market }: { market: MarketDetail }) {
  return <p>Jobs waiting for a provider for {market.name}.</p>;
}
