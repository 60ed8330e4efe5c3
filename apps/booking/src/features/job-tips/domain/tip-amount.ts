import { defineMessages, type IntlShape } from 'react-intl';
import { tipLimits } from '@marketplace/contracts';
import { formatMoney, minorToInput, parseMajorAmount } from '@marketplace/shared-ui/money';

const words = defineMessages<{ unreadable: { example: string }; tooLittle: { amount: string }; tooMuch: { amount: string } }>({
  unreadable: { id: 'booking.tip.amount-like', defaultMessage: 'Enter an amount such as {example}' },
  tooLittle: { id: 'booking.tip.at-least', defaultMessage: 'A tip is at least {amount}' },
  tooMuch: { id: 'booking.tip.at-most', defaultMessage: 'At most {amount} can be tipped for this job' },
});

/** The amount chosen: a suggestion's minor units, or the other amount as typed (digits, never a float). */
export function chosenAmount(choice: string, typed: string, currency: string, locale: string): number | null {
  return choice === 'other' ? parseMajorAmount(typed, currency, locale) : Number(choice);
}

/** What is wrong with an amount, in the page's language; null when it can be tipped (at least 1.00, at most what the job allows). */
export function tipAmountProblem(intl: IntlShape, amountMinor: number | null, maxMinor: number, currency: string): string | null {
  const money = (minor: number) => formatMoney(minor, currency, intl.locale);
  if (amountMinor === null) return intl.formatMessage(words.unreadable, { example: minorToInput(500, currency, intl.locale) });
  if (amountMinor < tipLimits.minMinor) return intl.formatMessage(words.tooLittle, { amount: money(tipLimits.minMinor) });
  if (amountMinor > maxMinor) return intl.formatMessage(words.tooMuch, { amount: money(maxMinor) });
  return null;
}
