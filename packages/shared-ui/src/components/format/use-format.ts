import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime, type FormatDateTimeOptions } from '../date-time/format-date-time';
import { formatMoney } from '../money/format-money';

export interface Formatters {
  /** The page's formatting locale, e.g. "de-DE" (docs/languages.md). */
  locale: string;
  /** Minor units in `currency`: 4200 EUR → "42,00 €" in German, "€42.00" in English. */
  money: (amountMinor: number, currency: string) => string;
  /** An instant in a zone: German times on the 24-hour clock. */
  dateTime: (value: Date | string | number, options: Omit<FormatDateTimeOptions, 'locale'>) => string;
}

/** shared-ui's formatters bound to the page's language, for text built outside a component's JSX. */
export function useFormat(): Formatters {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      locale,
      money: (amountMinor, currency) => formatMoney(amountMinor, currency, locale),
      dateTime: (value, options) => formatDateTime(value, { ...options, locale }),
    }),
    [locale],
  );
}
