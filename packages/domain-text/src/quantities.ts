import type { IntlShape } from 'react-intl';

/** "1 hour", "24 hours" in the page's language. */
export const hoursText = (intl: IntlShape, hours: number) =>
  intl.formatMessage({ id: 'domain-text.quantities.hours', defaultMessage: '{hours, plural, one {# hour} other {# hours}}' }, { hours });

/** Basis points as a percentage: 2000 → "20%" ("20 %" in German), 1250 → "12.5%". */
export function percentText(intl: IntlShape, bps: number): string {
  return intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
}

/** A length of time as people say it: "45 min", "1 hour", "3 hours", "2 h 30 min". */
export function durationText(intl: IntlShape, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return intl.formatMessage({ id: 'domain-text.quantities.minutes', defaultMessage: '{minutes} min' }, { minutes: rest });
  if (rest === 0) return hoursText(intl, hours);
  return intl.formatMessage({ id: 'domain-text.quantities.hours-and-minutes', defaultMessage: '{hours} h {minutes} min' }, { hours, minutes: rest });
}
