import { defineMessages, type IntlShape } from 'react-intl';
import { formatMoney, minorToInput } from '@marketplace/shared-ui/money';

const words = defineMessages<{ unreadable: { example: string }; zero: Record<never, never>; tooMuch: { amount: string } }>({
  unreadable: { id: 'market.refund.amount-like', defaultMessage: 'Enter an amount such as {example}' },
  zero: { id: 'market.refund.above-zero', defaultMessage: 'Enter an amount above zero' },
  tooMuch: { id: 'market.refund.at-most', defaultMessage: 'At most {amount} can be refunded' },
});

/** The form's check of an amount against what is left: a message in the page's language, or null when it is fine. */
export function refundAmountProblem(intl: IntlShape, amountMinor: number | null, refundableMinor: number, currency: string): string | null {
  if (amountMinor === null) return intl.formatMessage(words.unreadable, { example: minorToInput(1250, currency, intl.locale) });
  if (amountMinor <= 0) return intl.formatMessage(words.zero);
  if (amountMinor > refundableMinor) return intl.formatMessage(words.tooMuch, { amount: formatMoney(refundableMinor, currency, intl.locale) });
  return null;
}
