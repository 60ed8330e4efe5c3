import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../../i18n/intl';

/**
 * An amount in words for messages, the history and the PDF ("$12.50", "42,00 €"): the currency's
 * own number of decimals, as Intl knows it, in the reader's locale (docs/languages.md, "Formats";
 * English when no reader is known). The apps use shared-ui's money.
 */
export function moneyText(amountMinor: number, currency: string, intl: IntlShape<string> = intlFor('en')): string {
  const format = intl.formatters.getNumberFormat(intl.locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
