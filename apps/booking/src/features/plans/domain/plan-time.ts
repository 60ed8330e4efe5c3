/**
 * A plan keeps a weekday and a wall-clock time in its market's zone (docs/repeat-business.md).
 * To word it ("Tuesday", "09:00", "9:00 AM") the platform's Intl formats an instant, in that
 * zone, that falls on that weekday and time: one in the week of Monday 1 January 2024, when no
 * zone changes its clocks, so every wall-clock time exists exactly once.
 */
export function planTimeInstant(weekday: number, localTime: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = localTime.split(':').map(Number);
  const wallClock = Date.UTC(2024, 0, weekday, hours, minutes);
  return new Date(wallClock - zoneOffsetMs(timeZone, wallClock));
}

/** How far the zone's clocks are ahead of UTC at that instant. */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - at;
}

/** ISO weekdays, Monday (1) first. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
