import type { IntlShape } from 'react-intl';
import type { CancellationQuote } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/shared-ui/money';

/**
 * What skipping a visit costs, from the job's cancellation quote (a skip is the visit's
 * cancellation under its policy: docs/repeat-business.md), stated before the customer confirms.
 */
export function skipOutcome(intl: IntlShape, quote: CancellationQuote): { allowed: boolean; tone: 'info' | 'warning'; message: string } {
  if (!quote.allowed) {
    return { allowed: false, tone: 'warning', message: intl.formatMessage({ id: 'booking.plans.skip-not-allowed', defaultMessage: 'This visit can no longer be skipped here. Contact us if you need help.' }) };
  }
  if (quote.feeMinor <= 0) return { allowed: true, tone: 'info', message: intl.formatMessage({ id: 'booking.plans.skip-free', defaultMessage: 'Skipping this visit is free.' }) };
  return {
    allowed: true,
    tone: 'warning',
    message: intl.formatMessage(
      { id: 'booking.plans.skip-fee', defaultMessage: 'Skipping this visit costs a cancellation fee of {fee}: its free cancellation period has ended.' },
      { fee: formatMoney(quote.feeMinor, quote.currency, intl.locale) },
    ),
  };
}
