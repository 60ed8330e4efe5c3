import type { WeeklyAvailability } from '@marketplace/contracts';

export interface AvailabilityRow {
  weekday: number;
  start_minute: number;
  end_minute: number;
}

/** 510 → "08:30"; 1440 → "24:00" (the end of the day). */
export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function parseTimeOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Rows → the contract's week: only days with hours, Monday first, intervals in order. */
export function toWeeklyAvailability(rows: AvailabilityRow[]): WeeklyAvailability {
  const byDay = new Map<number, AvailabilityRow[]>();
  for (const row of rows) byDay.set(row.weekday, [...(byDay.get(row.weekday) ?? []), row]);
  return {
    days: [...byDay.entries()]
      .sort(([a], [b]) => a - b)
      .map(([weekday, dayRows]) => ({
        weekday,
        intervals: [...dayRows]
          .sort((a, b) => a.start_minute - b.start_minute)
          .map((row) => ({ start: formatMinutes(row.start_minute), end: formatMinutes(row.end_minute) })),
      })),
  };
}

export function toAvailabilityRows(week: WeeklyAvailability): AvailabilityRow[] {
  return week.days.flatMap((day) =>
    day.intervals.map((interval) => ({ weekday: day.weekday, start_minute: parseTimeOfDay(interval.start), end_minute: parseTimeOfDay(interval.end) })),
  );
}
