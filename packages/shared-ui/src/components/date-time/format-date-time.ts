export type DateTimeFormat = 'date' | 'time' | 'datetime' | 'weekday-date';

export interface FormatDateTimeOptions {
  format?: DateTimeFormat;
  /** IANA zone the reader should see the moment in, e.g. "America/New_York". */
  timeZone: string;
  /** BCP 47 locale; the runtime's default when omitted. */
  locale?: string;
  /**
   * Appends the zone's short name for that date ("EDT", "GMT+1") to the 'time' and 'datetime'
   * formats. Ignored for 'date' and 'weekday-date': a zone without a time reads oddly ("Monday,
   * July 14, 2025 at EDT"). The zone still picks the calendar day.
   */
  showTimeZone?: boolean;
}

/** The formats that show a time of day, and so may name the zone. */
const withTime: ReadonlySet<DateTimeFormat> = new Set(['time', 'datetime']);

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
    ...(showTimeZone && withTime.has(format) ? { timeZoneName: 'short' } : {}),
  }).format(toDate(value));
}
