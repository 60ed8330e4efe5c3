import type { MarketCapacity } from '@marketplace/contracts';

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const pad = (hour: number) => String(hour).padStart(2, '0');
export const hourLabel = (hour: number) => `${pad(hour)}:00`;

/** "mornings" (6–12), "afternoons" (12–17), "evenings" (17–22), "nights". */
function partOfDay(hour: number): string {
  if (hour >= 6 && hour < 12) return 'mornings';
  if (hour >= 12 && hour < 17) return 'afternoons';
  if (hour >= 17 && hour < 22) return 'evenings';
  return 'nights';
}

/** The busiest weekday × hour cell (the earliest on a tie), or null when the map is empty. */
export function busiestCell(grid: number[][]): { weekday: number; hour: number; count: number } | null {
  let best: { weekday: number; hour: number; count: number } | null = null;
  grid.forEach((hours, weekday) =>
    hours.forEach((count, hour) => {
      if (count > 0 && (!best || count > best.count)) best = { weekday, hour, count };
    }),
  );
  return best;
}

/**
 * How to read the map, in one sentence drawn from it: where and when searches most often found
 * no time, i.e. whom to recruit ("Recruit providers who can work Tuesday evenings in 10027").
 */
export function readingOf(capacity: MarketCapacity): string {
  const cell = busiestCell(capacity.unmetByWeekdayHour);
  const topCode = capacity.postalCodes.find((code) => code.unmetSearches > 0);
  if (!cell) {
    return capacity.totals.waitlistSignups > 0
      ? `No search went unanswered in this period; ${capacity.totals.waitlistSignups} people near the area joined the waitlist.`
      : 'No search went unanswered in this period and nobody nearby joined the waitlist.';
  }
  const when = `${weekdays[cell.weekday]} ${partOfDay(cell.hour)}`;
  const where = topCode ? ` in ${topCode.postalCode}` : '';
  return `Searches most often found no time on ${weekdays[cell.weekday]}s at ${hourLabel(cell.hour)}–${hourLabel((cell.hour + 1) % 24)} (${cell.count})${
    topCode ? `, and most came from ${topCode.postalCode} (${topCode.unmetSearches})` : ''
  }: recruit providers who can work ${when}${where}.`;
}

/** 0 for an empty cell, then 1–5 by the share of the busiest cell: the map's shading. */
export function intensity(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * 5));
}
