import type { WeeklyAvailability } from '@marketplace/contracts';

export const weekdays = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 7, name: 'Sunday' },
] as const;

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
