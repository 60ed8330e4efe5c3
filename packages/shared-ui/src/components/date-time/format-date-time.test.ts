import { formatDateTime as format, type FormatDateTimeOptions } from './format-date-time';

// Some ICU versions put a narrow no-break space before AM/PM; compare the words, not the space.
function formatDateTime(value: Date | string | number, options: FormatDateTimeOptions) {
  return format(value, options).replace(/\u202f/g, ' ');
}

describe('formatDateTime', () => {
  const instant = '2025-01-15T17:30:00Z';

  it('formats each kind in the given zone', () => {
    const options = { timeZone: 'America/New_York', locale: 'en-US' };
    expect(formatDateTime(instant, { ...options, format: 'date' })).toBe('Jan 15, 2025');
    expect(formatDateTime(instant, { ...options, format: 'time' })).toBe('12:30 PM');
    expect(formatDateTime(instant, { ...options, format: 'datetime' })).toBe('Jan 15, 2025, 12:30 PM');
    expect(formatDateTime(instant, { ...options, format: 'weekday-date' })).toBe('Wednesday, January 15, 2025');
  });

  it('uses the zone, not the machine, to pick the calendar day', () => {
    const lateEvening = '2025-01-16T03:30:00Z';
    expect(formatDateTime(lateEvening, { timeZone: 'America/New_York', locale: 'en-US', format: 'date' })).toBe('Jan 15, 2025');
    expect(formatDateTime(lateEvening, { timeZone: 'Europe/Berlin', locale: 'en-US', format: 'date' })).toBe('Jan 16, 2025');
  });

  it('follows daylight saving time in America/New_York (clocks went forward on 9 March 2025)', () => {
    const options = { timeZone: 'America/New_York', locale: 'en-US', format: 'time', showTimeZone: true } as const;
    expect(formatDateTime('2025-03-08T15:00:00Z', options)).toBe('10:00 AM EST');
    expect(formatDateTime('2025-03-09T15:00:00Z', options)).toBe('11:00 AM EDT');
  });

  it('follows daylight saving time in Europe/Berlin (clocks went forward on 30 March 2025)', () => {
    const options = { timeZone: 'Europe/Berlin', locale: 'en-GB', format: 'datetime', showTimeZone: true } as const;
    expect(formatDateTime('2025-03-29T09:00:00Z', options)).toBe('29 Mar 2025, 10:00 CET');
    expect(formatDateTime('2025-03-30T09:00:00Z', options)).toBe('30 Mar 2025, 11:00 CEST');
    expect(formatDateTime('2025-03-30T09:00:00Z', { ...options, locale: 'en-US' })).toBe('Mar 30, 2025, 11:00 AM GMT+2');
  });

  it('names the zone only with a time: showTimeZone is ignored for date-only formats', () => {
    const options = { timeZone: 'America/New_York', locale: 'en-US', showTimeZone: true } as const;
    const july = '2025-07-14T16:00:00Z';
    expect(formatDateTime(july, { ...options, format: 'weekday-date' })).toBe('Monday, July 14, 2025');
    expect(formatDateTime(july, { ...options, format: 'date' })).toBe('Jul 14, 2025');
    expect(formatDateTime(july, { ...options, format: 'time' })).toBe('12:00 PM EDT');
    expect(formatDateTime(july, { ...options, format: 'datetime' })).toBe('Jul 14, 2025, 12:00 PM EDT');
    expect(formatDateTime(july, { ...options, showTimeZone: false, format: 'datetime' })).toBe('Jul 14, 2025, 12:00 PM');
  });

  it('still picks the calendar day in the zone when showTimeZone is ignored', () => {
    const lateEvening = '2025-07-15T03:30:00Z';
    const options = { locale: 'en-US', format: 'date', showTimeZone: true } as const;
    expect(formatDateTime(lateEvening, { ...options, timeZone: 'America/New_York' })).toBe('Jul 14, 2025');
    expect(formatDateTime(lateEvening, { ...options, timeZone: 'Europe/Berlin' })).toBe('Jul 15, 2025');
  });

  it('formats in the locale given', () => {
    expect(formatDateTime(instant, { timeZone: 'Europe/Berlin', locale: 'de-DE', format: 'datetime' })).toBe('15. Jan. 2025, 18:30');
  });

  it('accepts Date and epoch milliseconds and rejects invalid input', () => {
    const options = { timeZone: 'UTC', locale: 'en-US', format: 'time' } as const;
    expect(formatDateTime(new Date(instant), options)).toBe('5:30 PM');
    expect(formatDateTime(Date.parse(instant), options)).toBe('5:30 PM');
    expect(() => formatDateTime('not a date', options)).toThrow(RangeError);
  });
});
