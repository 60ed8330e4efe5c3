import { classNames } from '../../internal/class-names';
import { formatMoney } from './format-money';
import styles from './money.module.css';

export interface MoneyProps {
  /** Whole minor units: cents for USD, yen for JPY. */
  amountMinor: number;
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  locale?: string;
  className?: string;
}

/** An amount of money formatted for the locale, with tabular digits so columns line up. */
export function Money({ amountMinor, currency, locale, className }: MoneyProps) {
  return (
    <span className={classNames(styles.money, className)}>
      {formatMoney(amountMinor, currency, locale)}
    </span>
  );
}
