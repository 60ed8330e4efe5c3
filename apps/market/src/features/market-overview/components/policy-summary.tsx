import { useIntl } from 'react-intl';
import type { MarketDetail } from '@marketplace/contracts';
import { cancellationPolicySummary } from '@marketplace/domain-text/cancellation-text';
import { durationText, percentText } from '@marketplace/domain-text/quantities';

/** What a customer should know before booking here, in plain words. */
export function PolicySummary({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const { policies } = market;
  return (
    <ul>
      <li>
        Book from {durationText(intl, policies.minNoticeMinutes)} ahead up to {policies.bookingHorizonDays} days ahead. Times are shown in{' '}
        {market.timeZone.replace('_', ' ')} time.
      </li>
      <li>{cancellationPolicySummary(intl, policies)}</li>
      <li>
        A service fee of {percentText(intl, policies.serviceFeeBps)} and tax of {percentText(intl, policies.taxBps)} are added to the price; you see the
        full total before you book.
      </li>
    </ul>
  );
}
