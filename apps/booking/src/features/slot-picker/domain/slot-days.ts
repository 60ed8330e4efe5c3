import type { IntlShape } from 'react-intl';
import type { SlotsResponse } from '@marketplace/contracts';
import { timeZoneAbbreviation, timeZoneCity } from '@marketplace/job-ui/zone-label';

export type SlotDay = SlotsResponse['days'][number];

/** The days that have at least one start time, in order. */
export function daysWithTimes(slots: SlotsResponse): SlotDay[] {
  return slots.days.filter((day) => day.slots.length > 0);
}

/**
 * Names the zone the times are in, in the page's language: "Times are in New York time (EST)."
 * When daylight saving time starts or ends within the days shown, it says from when the other
 * name applies: "Times are in New York time (EST; EDT from Sunday, March 8)."
 */
export function zoneNote(intl: IntlShape, slots: SlotsResponse): string {
  const { timeZone } = slots;
  const city = timeZoneCity(timeZone);
  const days = daysWithTimes(slots);
  if (days.length === 0) return intl.formatMessage({ id: 'booking.slot-picker.zone-note-plain', defaultMessage: 'Times are in {city} time.' }, { city });
  const zoneOf = (day: SlotDay) => timeZoneAbbreviation(timeZone, day.slots[0]!.start, intl.locale);
  const names = [zoneOf(days[0]!)];
  const changes: string[] = [];
  for (const day of days.slice(1)) {
    const name = zoneOf(day);
    if (name === names[names.length - 1]) continue;
    names.push(name);
    const from = intl.formatDate(day.slots[0]!.start, { weekday: 'long', month: 'long', day: 'numeric', timeZone });
    changes.push(intl.formatMessage({ id: 'booking.slot-picker.zone-change', defaultMessage: '{zone} from {day}' }, { zone: name, day: from }));
  }
  return intl.formatMessage(
    { id: 'booking.slot-picker.zone-note', defaultMessage: 'Times are in {city} time ({zones}).' },
    { city, zones: [names[0], ...changes].join('; ') },
  );
}

/** How many days to show at first: `initial`, or up to the chosen time's day so it is in view. */
export function initialDayCount(days: readonly SlotDay[], value: string | undefined, initial: number): number {
  const chosen = value ? days.findIndex((day) => day.slots.some((slot) => slot.start === value)) : -1;
  return Math.max(initial, chosen + 1);
}
