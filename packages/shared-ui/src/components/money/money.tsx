import { useIntl } from 'react-intl';
import { classNames } from '../../internal/class-names';
import { formatMoney } from './format-money';
import styles from './money.module.css';

export interface MoneyProps {
  /** Whole minor units: cents for USD, yen for JPY. */
  amountMinor: number;
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** The page's language's locale unless given (docs/languages.md: "42,00 €" in German). */
  locale?: string;
  className?: string;
}

/** An amount of money formatted for the locale, with tabular digits so columns line up. */
export function Money({ amountMinor, currency, locale, className }: MoneyProps) {
  const intl = useIntl();
  return (
    <span className={classNames(styles.money, className)}>
      {formatMoney(amountMinor, currency, locale ?? intl.locale)}
    </span>
  );
}
