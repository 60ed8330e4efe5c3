import type { MarketDetail } from '@marketplace/contracts';

/** Placeholder replaced within this issue's work: The market's settings. */
export default function SettingsPanel({ market }: { market: MarketDetail }) {
  return <p>The market's settings for {market.name}.</p>;
}
