import type { MarketDetail } from '@marketplace/contracts';

const percent = (bps: number) => `${(bps / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;

/** What a customer should know before booking here, in plain words. */
export function PolicySummary({ market }: { market: MarketDetail }) {
  const { policies } = market;
  const notice = policies.minNoticeMinutes >= 60 ? `${Math.round(policies.minNoticeMinutes / 60)} hours` : `${policies.minNoticeMinutes} minutes`;
  return (
    <ul>
      <li>
        Book from {notice} ahead up to {policies.bookingHorizonDays} days ahead. Times are shown in {market.timeZone.replace('_', ' ')} time.
      </li>
      <li>
        Free cancellation until {policies.freeCancellationHours} hours before the start; after that a fee of{' '}
        {percent(policies.cancellationFeeBps)} of the job total applies.
      </li>
      <li>
        A service fee of {percent(policies.serviceFeeBps)} and tax of {percent(policies.taxBps)} are added to the price; you see the
        full total before you book.
      </li>
    </ul>
  );
}
