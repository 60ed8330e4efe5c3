import { DateTime } from 'luxon';
import type { JobFacts } from '../payload';

/**
 * How messages write times: always in the market's zone, named the way the site names it
 * ("New York time (EST)"); the short zone name follows daylight saving on that date. en-US,
 * like the reschedule reasons on the timeline.
 */
const local = (instant: string, timeZone: string) => DateTime.fromISO(instant, { zone: timeZone }).setLocale('en-US');

/** "New York time (EDT)": the city of the zone and its short name on that date. */
export function zoneText(instant: string, timeZone: string): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  return `${city} time (${local(instant, timeZone).toFormat('ZZZZ')})`;
}

/** "Tue 3 Mar": for subjects, where the zone would be noise (the day is the market's day). */
export function dayText(instant: string, timeZone: string): string {
  return local(instant, timeZone).toFormat('ccc d LLL');
}

/** "Tue 3 Mar 2026, 3:00 PM, Berlin time (GMT+1)" */
export function momentText(instant: string, timeZone: string): string {
  return `${local(instant, timeZone).toFormat('ccc d LLL yyyy, h:mm a')}, ${zoneText(instant, timeZone)}`;
}

/** "Tue 3 Mar 2026, 3:00 PM – 5:00 PM, Berlin time (GMT+1)": a visit, start to end, zone named. */
export function visitText(job: Pick<JobFacts, 'start' | 'end' | 'timeZone'>): string {
  const start = local(job.start, job.timeZone);
  const end = local(job.end, job.timeZone);
  const until = start.hasSame(end, 'day') ? end.toFormat('h:mm a') : end.toFormat('ccc d LLL, h:mm a');
  return `${start.toFormat('ccc d LLL yyyy, h:mm a')} – ${until}, ${zoneText(job.start, job.timeZone)}`;
}

/**
 * The job in a few words for a subject: its first service without the quantity, "+ 1 more"
 * when there are others ("Home cleaning × 2 h, Window cleaning" → "home cleaning + 1 more").
 */
export function shortServices(services: string): string {
  const names = services.split(', ').map((name) => name.replace(/ × .*$/, '').trim()).filter(Boolean);
  const [first = 'job', ...others] = names;
  // Lower-cased inside a sentence, unless it starts with an acronym ("TV mounting").
  const inSentence = /^[A-Z][a-z]/.test(first) ? first[0]!.toLowerCase() + first.slice(1) : first;
  return others.length ? `${inSentence} + ${others.length} more` : inSentence;
}

/** "Tue 3 Mar, 3:00 PM EST": a start in a subject or a text message, short zone name included. */
export function dayTimeText(instant: string, timeZone: string): string {
  return local(instant, timeZone).toFormat('ccc d LLL, h:mm a ZZZZ');
}

/** Cut to `max` characters with an ellipsis, at a space when one is near (the bell and SMS have limits). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
