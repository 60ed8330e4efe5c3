import type { IntlShape } from 'react-intl';
import type { CancellationQuote } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/shared-ui/money';

export interface CancellationOutcome {
  /** Whether the customer may go ahead. */
  allowed: boolean;
  tone: 'info' | 'warning';
  /** The exact outcome, in one sentence (two with a refund). */
  message: string;
  /** What it came to, once cancelled. */
  done: string;
}

/**
 * What cancelling now means, stated exactly from the API's quote in the page's language, before
 * the customer confirms: "Cancelling now is free." or "A cancellation fee of €12.50 applies because…".
 * A refund is a sentence of its own, added after.
 */
export function cancellationOutcome(intl: IntlShape, quote: CancellationQuote): CancellationOutcome {
  const money = (amountMinor: number) => formatMoney(amountMinor, quote.currency, intl.locale);
  if (!quote.allowed) {
    const message = intl.formatMessage({ id: 'booking.cancel.not-allowed', defaultMessage: 'This job can no longer be cancelled here. Contact us if you need help.' });
    return { allowed: false, tone: 'warning', message, done: '' };
  }
  const withRefund = (sentence: string) =>
    quote.refundMinor > 0
      ? `${sentence} ${intl.formatMessage({ id: 'booking.cancel.refund', defaultMessage: 'You get {amount} back.' }, { amount: money(quote.refundMinor) })}`
      : sentence;
  if (quote.feeMinor <= 0) {
    return {
      allowed: true,
      tone: 'info',
      message: withRefund(intl.formatMessage({ id: 'booking.cancel.free', defaultMessage: 'Cancelling now is free.' })),
      done: withRefund(intl.formatMessage({ id: 'booking.cancel.no-fee', defaultMessage: 'No cancellation fee applies.' })),
    };
  }
  const fee = money(quote.feeMinor);
  return {
    allowed: true,
    tone: 'warning',
    // Not "because the job starts in less than N hours": a job moved after its free period keeps the fee.
    message: withRefund(
      intl.formatMessage({ id: 'booking.cancel.fee-why', defaultMessage: 'A cancellation fee of {fee} applies because the free cancellation period has ended.' }, { fee }),
    ),
    done: withRefund(intl.formatMessage({ id: 'booking.cancel.fee', defaultMessage: 'A cancellation fee of {fee} applies.' }, { fee })),
  };
}
