import { plural } from '@marketplace/shared-ui/plural';

/** "1 hour", "24 hours". */
export const hoursText = (hours: number, locale?: string) => plural(hours, { one: 'hour', other: 'hours' }, locale);

/** Basis points as a percentage: 2000 → "20%", 1250 → "12.5%". */
export function percentText(bps: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** A length of time as people say it: "45 min", "1 hour", "3 hours", "2 h 30 min". */
export function durationText(minutes: number, locale?: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return hoursText(hours, locale);
  return `${hours} h ${rest} min`;
}
