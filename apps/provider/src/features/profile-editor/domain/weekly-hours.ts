import type { IntlShape } from 'react-intl';
import type { WeeklyAvailability } from '@marketplace/contracts';

/** ISO weekdays, Monday (1) first. */
export const weekdays = [{ weekday: 1 }, { weekday: 2 }, { weekday: 3 }, { weekday: 4 }, { weekday: 5 }, { weekday: 6 }, { weekday: 7 }] as const;

/** The weekday's name in the reader's language ("Monday", "Montag"), from the platform: 1 January 2024 was a Monday. */
export function weekdayName(weekday: number, intl: IntlShape): string {
  return intl.formatDate(Date.UTC(2024, 0, weekday), { weekday: 'long', timeZone: 'UTC' });
}

/**
 * The form holds all seven days, Monday first (days without hours have no intervals), so a
 * field error's path (`days.2.intervals`) names the same day in the form and in the request.
 */
export function toWeekForm(week: WeeklyAvailability): WeeklyAvailability {
  return { days: weekdays.map(({ weekday }) => ({ weekday, intervals: week.days.find((day) => day.weekday === weekday)?.intervals ?? [] })) };
}

/** A new interval after the day's last one (or a working morning), on the hour. */
export function nextInterval(intervals: ReadonlyArray<{ end: string }>): { start: string; end: string } {
  const lastEnd = intervals.length ? Number(intervals[intervals.length - 1]!.end.slice(0, 2)) : 8;
  const start = Math.min(lastEnd + 1, 22);
  const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return { start: pad(start), end: pad(Math.min(start + 4, 23)) };
}
