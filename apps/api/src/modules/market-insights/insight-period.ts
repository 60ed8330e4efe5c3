import { DateTime } from 'luxon';
import type { InsightPeriodQuery, PeriodRange } from '@marketplace/contracts';
import { addDays, localDate } from '../booking';

const DAY_MS = 86_400_000;

/** The market's calendar days of a period (inclusive) and the instants they span. */
export interface ResolvedPeriod {
  from: string;
  to: string;
  days: number;
  start: Date;
  end: Date;
}

function span(timeZone: string, from: string, to: string): ResolvedPeriod {
  const start = DateTime.fromISO(from, { zone: timeZone }).startOf('day');
  const end = DateTime.fromISO(addDays(to, 1), { zone: timeZone }).startOf('day');
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from, to, days, start: start.toJSDate(), end: end.toJSDate() };
}

/**
 * today = the market's current day; 7d / 30d = the last 7 / 30 days up to and including today;
 * custom = from … to. The previous period has as many days and ends the day before.
 */
export function resolvePeriods(timeZone: string, now: Date, query: Pick<InsightPeriodQuery, 'period' | 'from' | 'to'>): { current: ResolvedPeriod; previous: ResolvedPeriod } {
  const today = localDate(timeZone, now.getTime());
  const [from, to] =
    query.period === 'custom' ? [query.from!, query.to!] : [addDays(today, query.period === 'today' ? 0 : query.period === '7d' ? -6 : -29), today];
  const current = span(timeZone, from, to);
  const previous = span(timeZone, addDays(from, -current.days), addDays(from, -1));
  return { current, previous };
}

export function toPeriodRange(period: ResolvedPeriod): PeriodRange {
  return { from: period.from, to: period.to, start: period.start.toISOString(), end: period.end.toISOString() };
}
