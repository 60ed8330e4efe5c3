import type { IntlShape } from 'react-intl';

/**
 * A calendar day as the API sends it ("2031-03-20": a day of the market's calendar, no time) in
 * the page's language: read at midnight UTC and formatted in UTC, so no zone moves it a day.
 */
export function plainDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatPlainDate(intl: IntlShape, day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return intl.formatDate(plainDate(day), { ...options, timeZone: 'UTC' });
}

/** Two days as one span in the reader's conventions: "Mar 14 – 20, 2031", "14.–20. März 2031". */
export function formatPlainDateRange(intl: IntlShape, from: string, to: string): string {
  if (from === to) return formatPlainDate(intl, from);
  return intl.formatDateTimeRange(plainDate(from), plainDate(to), { dateStyle: 'medium', timeZone: 'UTC' });
}
