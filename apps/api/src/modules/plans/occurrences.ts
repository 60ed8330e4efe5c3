import { PLAN_WINDOW_DAYS } from '@marketplace/contracts';
import { DateTime } from 'luxon';
import { addDays, dayClock, localDate } from '../booking';

/*
 * When a recurring plan's visits are (docs/repeat-business.md): occurrence k is the anchor date
 * plus k × everyWeeks × 7 days, at the plan's local time in the market's zone. Pure rules.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** "09:30" → 570. */
export const minuteOfDay = (localTime: string) => Number(localTime.slice(0, 2)) * 60 + Number(localTime.slice(3, 5));

/** 570 → "09:30". */
export const localTimeOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The instant a local date and time stand for in `timeZone`. A time the clocks skip (a
 * spring-forward night) moves forward to the first instant that exists after it (02:30 → 03:00);
 * one that happens twice (an autumn night) is the earlier of the two.
 */
export function localInstant(timeZone: string, date: string, localTime: string): number {
  let day = date;
  for (let minute = minuteOfDay(localTime), tried = 0; tried < 2 * 1440; minute += 1, tried += 1) {
    if (minute === 1440) {
      day = addDays(day, 1);
      minute = 0;
    }
    const at = dayClock(timeZone, day).startAt(minute);
    if (at !== null) return at;
  }
  throw new Error(`No instant at or after ${date} ${localTime} in ${timeZone}`);
}

/** The local date, ISO weekday and wall-clock time of an instant in `timeZone`. */
export function localMoment(timeZone: string, at: number): { date: string; weekday: number; localTime: string } {
  const local = DateTime.fromMillis(at, { zone: timeZone });
  return { date: localDate(timeZone, at), weekday: local.weekday, localTime: localTimeOf(local.hour * 60 + local.minute) };
}

/** The plan's occurrence dates from `from` to `to` (both YYYY-MM-DD, included), on its rhythm; none before the anchor. */
export function occurrenceDates(anchor: string, everyWeeks: number, from: string, to: string): string[] {
  const step = everyWeeks * 7;
  const start = Math.max(0, Math.ceil((dayNumber(from) - dayNumber(anchor)) / step));
  const dates: string[] = [];
  for (let k = start; dayNumber(anchor) + k * step <= dayNumber(to); k += 1) dates.push(addDays(anchor, k * step));
  return dates;
}

export interface PlanRhythm {
  anchorDate: string;
  everyWeeks: number;
  localTime: string;
  timeZone: string;
}

/**
 * The occurrences a plan's visits exist for at `now`: those starting after now and before now +
 * the window (56 days), each with its instant.
 */
export function windowOccurrences(plan: PlanRhythm, now: number): Array<{ date: string; start: number }> {
  const end = now + PLAN_WINDOW_DAYS * DAY_MS;
  // A day either side: a date's instant may fall on the neighbouring UTC day.
  const dates = occurrenceDates(plan.anchorDate, plan.everyWeeks, addDays(localDate(plan.timeZone, now), -1), addDays(localDate(plan.timeZone, end), 1));
  return dates.map((date) => ({ date, start: localInstant(plan.timeZone, date, plan.localTime) })).filter((occurrence) => occurrence.start > now && occurrence.start < end);
}

/** The first occurrence date on or after `date` (on the rhythm, never before the anchor). */
export function nextOccurrenceFrom(anchor: string, everyWeeks: number, date: string): string {
  const from = date > anchor ? date : anchor;
  return occurrenceDates(anchor, everyWeeks, from, addDays(from, everyWeeks * 7))[0]!;
}

/** A visit's end: its start plus its length (what a local-time plan's DST day does not change). */
export const visitEnd = (start: number, durationMinutes: number) => start + durationMinutes * MINUTE_MS;
