import { FormattedMessage, useIntl } from 'react-intl';
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
        <FormattedMessage
          id="market.policy.booking-window"
          defaultMessage="Book from {notice} ahead up to {days, plural, one {# day} other {# days}} ahead. Times are shown in {timeZone} time."
          values={{ notice: durationText(intl, policies.minNoticeMinutes), days: policies.bookingHorizonDays, timeZone: market.timeZone.replace('_', ' ') }}
        />
      </li>
      <li>{cancellationPolicySummary(intl, policies)}</li>
      <li>
        <FormattedMessage
          id="market.policy.fees"
          defaultMessage="A service fee of {serviceFee} and tax of {tax} are added to the price; you see the full total before you book."
          values={{ serviceFee: percentText(intl, policies.serviceFeeBps), tax: percentText(intl, policies.taxBps) }}
        />
      </li>
    </ul>
  );
}
