import { defineMessages, type IntlShape } from 'react-intl';
import type { MarketCapacity } from '@marketplace/contracts';

/** The map's rows, Monday first, as select keys of the messages below. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof weekdays)[number];
type PartOfDay = 'mornings' | 'afternoons' | 'evenings' | 'nights';

/** A weekday's name in the page's language (2024-01-01 was a Monday): "Tuesday" / "Tue", "Dienstag" / "Di.". */
export const weekdayName = (intl: IntlShape, weekday: number, width: 'long' | 'short') => intl.formatDate(Date.UTC(2024, 0, 1 + weekday), { weekday: width, timeZone: 'UTC' });

/** The start of an hour of the day as the page's language writes it: "6:00 PM", "18:00". */
export const hourLabel = (intl: IntlShape, hour: number) => intl.formatTime(Date.UTC(2024, 0, 1, hour), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "mornings" (6–12), "afternoons" (12–17), "evenings" (17–22), "nights". */
function partOfDay(hour: number): PartOfDay {
  if (hour >= 6 && hour < 12) return 'mornings';
  if (hour >= 12 && hour < 17) return 'afternoons';
  if (hour >= 17 && hour < 22) return 'evenings';
  return 'nights';
}

const words = defineMessages<{
  quietWithWaitlist: { count: number };
  quiet: Record<never, never>;
  reading: { weekday: Weekday; from: string; to: string; count: number; hasCode: 'yes' | 'no'; code: string; codeCount: number; part: PartOfDay };
}>({
  quietWithWaitlist: {
    id: 'market.capacity.reading.quiet-waitlist',
    defaultMessage: 'No search went unanswered in this period; {count, plural, one {# person} other {# people}} near the area joined the waitlist.',
  },
  quiet: { id: 'market.capacity.reading.quiet', defaultMessage: 'No search went unanswered in this period and nobody nearby joined the waitlist.' },
  reading: {
    id: 'market.capacity.reading',
    defaultMessage:
      'Searches most often found no time on {weekday, select, monday {Mondays} tuesday {Tuesdays} wednesday {Wednesdays} thursday {Thursdays} friday {Fridays} saturday {Saturdays} other {Sundays}} at {from}–{to} ({count, number}){hasCode, select, yes {, and most came from {code} ({codeCount, number})} other {}}: recruit providers who can work {weekday, select, monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} saturday {Saturday} other {Sunday}} {part, select, mornings {mornings} afternoons {afternoons} evenings {evenings} other {nights}}{hasCode, select, yes { in {code}} other {}}.',
  },
});

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
export function readingOf(intl: IntlShape, capacity: MarketCapacity): string {
  const cell = busiestCell(capacity.unmetByWeekdayHour);
  const topCode = capacity.postalCodes.find((code) => code.unmetSearches > 0);
  if (!cell) {
    return capacity.totals.waitlistSignups > 0 ? intl.formatMessage(words.quietWithWaitlist, { count: capacity.totals.waitlistSignups }) : intl.formatMessage(words.quiet);
  }
  return intl.formatMessage(words.reading, {
    weekday: weekdays[cell.weekday]!,
    from: hourLabel(intl, cell.hour),
    to: hourLabel(intl, (cell.hour + 1) % 24),
    count: cell.count,
    hasCode: topCode ? 'yes' : 'no',
    code: topCode?.postalCode ?? '',
    codeCount: topCode?.unmetSearches ?? 0,
    part: partOfDay(cell.hour),
  });
}

/** 0 for an empty cell, then 1–5 by the share of the busiest cell: the map's shading. */
export function intensity(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * 5));
}
