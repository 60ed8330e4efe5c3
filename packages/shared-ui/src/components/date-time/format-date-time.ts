export type DateTimeFormat = 'date' | 'time' | 'datetime' | 'weekday-date';

export interface FormatDateTimeOptions {
  format?: DateTimeFormat;
  /** IANA zone the reader should see the moment in, e.g. "America/New_York". */
  timeZone: string;
  /** BCP 47 locale; the runtime's default when omitted. */
  locale?: string;
  /** Appends the zone's short name for that date ("EDT", "GMT+1"). */
  showTimeZone?: boolean;
}

const formats: Record<DateTimeFormat, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  datetime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  'weekday-date': { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};

export function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

/**
 * Formats an instant as seen in `timeZone`. The zone name comes from the same formatter, so it
 * follows daylight saving time on that date (EST in January, EDT in July).
 */
export function formatDateTime(value: Date | string | number, options: FormatDateTimeOptions): string {
  const { format = 'datetime', timeZone, locale, showTimeZone = false } = options;
  return new Intl.DateTimeFormat(locale, {
    ...formats[format],
    timeZone,
    ...(showTimeZone ? { timeZoneName: 'short' } : {}),
  }).format(toDate(value));
}
