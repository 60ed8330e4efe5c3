import { DateTime } from 'luxon';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * One calendar day in one time zone: the real instant of each wall-clock minute. Zone math is
 * the slow part of a slot search (luxon needs ~40 µs a conversion), so each (zone, date) is
 * worked out once and kept: a day without an offset change is then plain arithmetic.
 */
export interface DayClock {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** The instant of wall-clock minute 0–1439; null in a spring-forward gap; the earlier one when ambiguous. */
  startAt(minute: number): number | null;
  /** An interval bound (minute 0–1440, 1440 = the next midnight): in a gap, the first instant after it. */
  boundary(minute: number): number;
}

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Calendar arithmetic on YYYY-MM-DD (no zone involved). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function isoWeekday(date: string): number {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** The zone's calendar date at an instant. */
export function localDate(timeZone: string, at: number): string {
  return DateTime.fromMillis(at, { zone: timeZone }).toISODate()!;
}

/** The zone's wall-clock hour (0–23) at an instant. */
export function localHour(timeZone: string, at: number): number {
  return DateTime.fromMillis(at, { zone: timeZone }).hour;
}

/** `days` calendar days after `at` at the same wall-clock time (what "a 14-day horizon" means). */
export function plusLocalDays(timeZone: string, at: number, days: number): number {
  return DateTime.fromMillis(at, { zone: timeZone }).plus({ days }).toMillis();
}

function wallTime(timeZone: string, date: string, minute: number) {
  return DateTime.fromObject({ ...parts(date), hour: Math.floor(minute / 60), minute: minute % 60 }, { zone: timeZone });
}

/** Exact conversion: null when the wall time does not exist, the earlier instant when it exists twice. */
function exactInstant(timeZone: string, date: string, minute: number): number | null {
  const wanted = wallTime(timeZone, date, minute);
  const { day } = parts(date);
  const matches = wanted
    .getPossibleOffsets()
    .filter((candidate) => candidate.day === day && candidate.hour * 60 + candidate.minute === minute)
    .map((candidate) => candidate.toMillis());
  return matches.length ? Math.min(...matches) : null;
}

/** Like exactInstant, but a time in a gap moves forward past it (luxon's rule for missing times). */
function boundaryInstant(timeZone: string, date: string, minute: number): number {
  if (minute >= 1440) return boundaryInstant(timeZone, addDays(date, 1), 0);
  return exactInstant(timeZone, date, minute) ?? wallTime(timeZone, date, minute).toMillis();
}

function buildDayClock(timeZone: string, date: string): DayClock {
  const weekday = isoWeekday(date);
  const midnight = exactInstant(timeZone, date, 0);
  const nextMidnight = boundaryInstant(timeZone, date, 1440);
  const offsetAt = (at: number) => DateTime.fromMillis(at, { zone: timeZone }).offset;
  const uniform = midnight !== null && nextMidnight - midnight === DAY_MS && offsetAt(midnight) === offsetAt(nextMidnight - 1);
  if (uniform) {
    return { date, weekday, startAt: (minute) => midnight + minute * MINUTE_MS, boundary: (minute) => midnight + minute * MINUTE_MS };
  }
  // The day of an offset change: every minute asked for is converted by luxon, and remembered.
  const starts = new Map<number, number | null>();
  const bounds = new Map<number, number>();
  return {
    date,
    weekday,
    startAt(minute) {
      if (!starts.has(minute)) starts.set(minute, exactInstant(timeZone, date, minute));
      return starts.get(minute)!;
    },
    boundary(minute) {
      if (!bounds.has(minute)) bounds.set(minute, boundaryInstant(timeZone, date, minute));
      return bounds.get(minute)!;
    },
  };
}

const MAX_CACHED_DAYS = 20_000;
const clocks = new Map<string, DayClock>();

/** The (memoised) clock of `date` in `timeZone`. */
export function dayClock(timeZone: string, date: string): DayClock {
  const key = `${timeZone}|${date}`;
  let clock = clocks.get(key);
  if (!clock) {
    if (clocks.size >= MAX_CACHED_DAYS) clocks.clear();
    clock = buildDayClock(timeZone, date);
    clocks.set(key, clock);
  }
  return clock;
}
