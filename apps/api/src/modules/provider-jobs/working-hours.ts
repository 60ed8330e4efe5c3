import { addDays, dayClock, localDate, type TimeRange, type WeeklyInterval } from '../booking';

/**
 * Weekly hours (wall-clock minutes in the market's zone) as the real intervals they cover in
 * `range`, clipped to it, in order. A daylight-saving day keeps its wall-clock hours: 9–17 is
 * 8 real hours on either side of the change (a bound in a spring-forward gap moves past it).
 */
export function expandWeeklyHours(timeZone: string, weekly: WeeklyInterval[], range: TimeRange): TimeRange[] {
  if (range.end <= range.start) return [];
  const intervals: TimeRange[] = [];
  const last = localDate(timeZone, range.end - 1);
  for (let date = localDate(timeZone, range.start); date <= last; date = addDays(date, 1)) {
    const clock = dayClock(timeZone, date);
    const today = weekly.filter((interval) => interval.weekday === clock.weekday).sort((a, b) => a.startMinute - b.startMinute);
    for (const interval of today) {
      const start = Math.max(range.start, clock.boundary(interval.startMinute));
      const end = Math.min(range.end, clock.boundary(interval.endMinute));
      if (end > start) intervals.push({ start, end });
    }
  }
  return intervals;
}
