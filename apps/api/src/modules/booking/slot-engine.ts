import { addDays, dayClock, localDate, plusLocalDays } from './day-clock';

const MINUTE_MS = 60_000;

/** An interval of real time in epoch milliseconds, end exclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

/** Weekly hours as wall-clock minutes in the market's zone: ISO weekday, [start, end), end ≤ 1440. */
export interface WeeklyInterval {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface ProviderSchedule {
  id: string;
  weekly: WeeklyInterval[];
  timeOff: TimeRange[];
  /** Jobs and live holds that block the provider: [start, end) without the travel buffer. */
  busy: TimeRange[];
}

export interface SlotSearch {
  timeZone: string;
  /** The clock is an input: the engine never reads it. */
  now: number;
  durationMinutes: number;
  stepMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  bufferMinutes: number;
  providers: ProviderSchedule[];
  /** Only starts inside this range (e.g. one exact start); still within notice and horizon. */
  window?: TimeRange;
}

export interface FoundSlot {
  start: number;
  end: number;
  /** Free providers, in the order they were given. */
  providerIds: string[];
}

export interface SlotDay {
  /** YYYY-MM-DD in the market's zone. */
  date: string;
  slots: FoundSlot[];
}

/** Where a start may fall: after the notice, before the horizon, inside the window. */
export function startBounds(search: SlotSearch): TimeRange {
  const earliest = search.now + search.minNoticeMinutes * MINUTE_MS;
  const latest = plusLocalDays(search.timeZone, search.now, search.horizonDays);
  return {
    start: Math.max(earliest, search.window?.start ?? earliest),
    end: Math.min(latest, search.window?.end ?? latest),
  };
}

/** The time range whose jobs and time off can matter to a search (load these from the database). */
export function relevantRange(search: SlotSearch): TimeRange {
  const { start, end } = startBounds(search);
  const reach = (search.durationMinutes + search.bufferMinutes) * MINUTE_MS;
  return { start: start - reach, end: end + reach };
}

/**
 * Starts s that clash with a provider, as sorted, merged open intervals (lo, hi): a busy
 * [a, b) clashes when s < b + buffer and a < s + duration + buffer (the buffer on both sides);
 * time off [t, u) when s < u and t < s + duration.
 */
function forbiddenStarts(provider: ProviderSchedule, durationMs: number, bufferMs: number): Array<[number, number]> {
  const open: Array<[number, number]> = [
    ...provider.busy.map((job): [number, number] => [job.start - durationMs - bufferMs, job.end + bufferMs]),
    ...provider.timeOff.map((off): [number, number] => [off.start - durationMs, off.end]),
  ].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of open) {
    const last = merged[merged.length - 1];
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

interface PreparedProvider {
  id: string;
  byWeekday: Map<number, WeeklyInterval[]>;
  forbidden: Array<[number, number]>;
  /** Starts are visited in increasing order, so a pointer walks `forbidden` once. */
  cursor: number;
}

function prepare(provider: ProviderSchedule, durationMs: number, bufferMs: number): PreparedProvider {
  const byWeekday = new Map<number, WeeklyInterval[]>();
  for (const interval of provider.weekly) byWeekday.set(interval.weekday, [...(byWeekday.get(interval.weekday) ?? []), interval]);
  for (const intervals of byWeekday.values()) intervals.sort((a, b) => a.startMinute - b.startMinute);
  return { id: provider.id, byWeekday, forbidden: forbiddenStarts(provider, durationMs, bufferMs), cursor: 0 };
}

function isClear(provider: PreparedProvider, start: number): boolean {
  const { forbidden } = provider;
  while (provider.cursor < forbidden.length && forbidden[provider.cursor]![1] <= start) provider.cursor += 1;
  const next = forbidden[provider.cursor];
  return !next || !(next[0] < start);
}

/**
 * The bookable start times (docs/product.md §5): wall-clock times on the step grid of each provider's
 * weekly hours in the market's zone, where [start, start + duration) fits one interval of that
 * day (compared as real instants, so a DST day is 23 or 25 hours long), after the minimum
 * notice, before the horizon, clear of time off and of every blocking job widened by the
 * travel buffer. Times in a spring-forward gap do not exist; ambiguous ones are the earlier.
 */
export function findSlots(search: SlotSearch): SlotDay[] {
  const bounds = startBounds(search);
  if (bounds.start >= bounds.end || search.durationMinutes <= 0 || search.stepMinutes <= 0) return [];
  const durationMs = search.durationMinutes * MINUTE_MS;
  const providers = search.providers.map((provider) => prepare(provider, durationMs, search.bufferMinutes * MINUTE_MS));
  const days: SlotDay[] = [];
  const lastDate = localDate(search.timeZone, bounds.end - 1);
  for (let date = localDate(search.timeZone, bounds.start); date <= lastDate; date = addDays(date, 1)) {
    const clock = dayClock(search.timeZone, date);
    const free = new Map<number, string[]>();
    for (const provider of providers) {
      for (const interval of provider.byWeekday.get(clock.weekday) ?? []) {
        const intervalEnd = clock.boundary(interval.endMinute);
        const firstMinute = Math.ceil(interval.startMinute / search.stepMinutes) * search.stepMinutes;
        for (let minute = firstMinute; minute < interval.endMinute; minute += search.stepMinutes) {
          const start = clock.startAt(minute);
          if (start === null || start < bounds.start) continue;
          if (start >= bounds.end || start + durationMs > intervalEnd) break;
          if (!isClear(provider, start)) continue;
          const ids = free.get(start);
          if (ids) ids.push(provider.id);
          else free.set(start, [provider.id]);
        }
      }
    }
    if (free.size === 0) continue;
    const slots = [...free.entries()]
      .sort(([a], [b]) => a - b)
      .map(([start, providerIds]) => ({ start, end: start + durationMs, providerIds }));
    days.push({ date, slots });
  }
  return days;
}
