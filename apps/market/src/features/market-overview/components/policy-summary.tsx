import type { MarketDetail } from '@marketplace/contracts';
import { cancellationPolicySummary } from '@marketplace/domain-text/cancellation-text';
import { durationText, percentText } from '@marketplace/domain-text/quantities';

/** What a customer should know before booking here, in plain words. */
export function PolicySummary({ market }: { market: MarketDetail }) {
  const { policies } = market;
  return (
    <ul>
      <li>
        Book from {durationText(policies.minNoticeMinutes)} ahead up to {policies.bookingHorizonDays} days ahead. Times are shown in{' '}
        {market.timeZone.replace('_', ' ')} time.
      </li>
      <li>{cancellationPolicySummary(policies)}</li>
      <li>
        A service fee of {percentText(policies.serviceFeeBps)} and tax of {percentText(policies.taxBps)} are added to the price; you see the
        full total before you book.
      </li>
    </ul>
  );
}
