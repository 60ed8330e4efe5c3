import type { SlotsResponse } from '@marketplace/contracts';
import { timeZoneAbbreviation, timeZoneCity } from '@marketplace/job-ui/zone-label';

export type SlotDay = SlotsResponse['days'][number];

/** The days that have at least one start time, in order. */
export function daysWithTimes(slots: SlotsResponse): SlotDay[] {
  return slots.days.filter((day) => day.slots.length > 0);
}

const shortDay = (start: string, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(new Date(start));

/**
 * Names the zone the times are in: "Times are in New York time (EST)." When daylight saving
 * time starts or ends within the days shown, it says from when the other name applies:
 * "Times are in New York time (EST; EDT from Sunday, March 8)."
 */
export function zoneNote(slots: SlotsResponse, locale?: string): string {
  const { timeZone } = slots;
  const city = timeZoneCity(timeZone);
  const days = daysWithTimes(slots);
  if (days.length === 0) return `Times are in ${city} time.`;
  const zoneOf = (day: SlotDay) => timeZoneAbbreviation(timeZone, day.slots[0]!.start, locale);
  const names = [zoneOf(days[0]!)];
  const changes: string[] = [];
  for (const day of days.slice(1)) {
    const name = zoneOf(day);
    if (name === names[names.length - 1]) continue;
    names.push(name);
    changes.push(`${name} from ${shortDay(day.slots[0]!.start, timeZone, locale)}`);
  }
  return `Times are in ${city} time (${[names[0], ...changes].join('; ')}).`;
}

/** How many days to show at first: `initial`, or up to the chosen time's day so it is in view. */
export function initialDayCount(days: readonly SlotDay[], value: string | undefined, initial: number): number {
  const chosen = value ? days.findIndex((day) => day.slots.some((slot) => slot.start === value)) : -1;
  return Math.max(initial, chosen + 1);
}
