import { useIntl } from 'react-intl';
import { cancellationTerms, type CancellationPolicy as Policy } from '@marketplace/domain-text/cancellation-terms';
import { cancellationTermsText } from '@marketplace/domain-text/cancellation-text';
import { formatDateTime } from '@marketplace/shared-ui/date-time';
import { formatMoney } from '@marketplace/shared-ui/money';

export interface CancellationPolicyProps {
  policy: Policy;
  start: string;
  timeZone: string;
  totalMinor: number;
  currency: string;
  /** Epoch ms, before booking: the terms differ once the start is nearer than the free period. */
  now?: number;
  className?: string;
}

/** A job's cancellation policy in words, applied to its time and price, in the market's zone and the page's language. */
export function CancellationPolicy({ policy, start, timeZone, totalMinor, currency, now, className }: CancellationPolicyProps) {
  const intl = useIntl();
  const text = cancellationTermsText(intl, cancellationTerms(policy, start, totalMinor, now), {
    dateTime: (iso) => formatDateTime(iso, { timeZone, format: 'datetime', showTimeZone: true, locale: intl.locale }),
    money: (amountMinor) => formatMoney(amountMinor, currency, intl.locale),
  });
  return <p className={className}>{text}</p>;
}
