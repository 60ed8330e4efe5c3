import type { MarketDetail } from '@marketplace/contracts';

/** Placeholder replaced within this issue's work: The market's calendar. */
export default function MarketCalendarPanel({ market }: { market: MarketDetail }) {
  return <p>The market's calendar for {market.name}.</p>;
}
