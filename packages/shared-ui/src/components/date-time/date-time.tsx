import { useIntl } from 'react-intl';
import { classNames } from '../../internal/class-names';
import styles from './date-time.module.css';
import { formatDateTime, toDate, type FormatDateTimeOptions } from './format-date-time';

export interface DateTimeProps extends FormatDateTimeOptions {
  /** An instant: a Date, an ISO 8601 string or epoch milliseconds. */
  value: Date | string | number;
  className?: string;
}

/**
 * A machine-readable `<time>` showing an instant in the given time zone, in the page's
 * language's conventions unless a locale is given (German: 24-hour clock).
 */
export function DateTime({ value, className, ...options }: DateTimeProps) {
  const intl = useIntl();
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} className={classNames(styles.dateTime, className)}>
      {formatDateTime(date, { ...options, locale: options.locale ?? intl.locale })}
    </time>
  );
}
