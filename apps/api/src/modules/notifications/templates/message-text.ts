import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { JobFacts } from '../payload';

/**
 * How messages write times: always in the market's zone, named the way the reader's language
 * names it ("New York time (EST)", "Ortszeit Berlin (MESZ)"); the short zone name follows
 * daylight saving on that date. Dates and times come from Intl in the reader's locale
 * (docs/languages.md, "Formats"): German reads "Dienstag, 31. März 2026, 15:00 Uhr". English
 * keeps the site's own order ("Tue 3 Mar 2026, 3:00 PM"), taken from Intl's parts.
 */
const messages = defineMessages({
  zone: { id: 'api.time.zone', defaultMessage: '{city} time ({zone})' },
  moment: { id: 'api.time.moment', defaultMessage: '{date}, {time}, {zone}' },
  visitSameDay: { id: 'api.time.visit-same-day', defaultMessage: '{date}, {start} – {end}, {zone}' },
  visitOvernight: { id: 'api.time.visit-overnight', defaultMessage: '{date}, {start} – {endDay}, {end}, {zone}' },
  dayTime: { id: 'api.time.day-time', defaultMessage: '{day}, {time} {zone}' },
  utcDay: { id: 'api.time.utc-day', defaultMessage: '{day} (UTC)' },
  shortServices: { id: 'api.time.short-services', defaultMessage: '{first}{others, plural, =0 {} other { + # more}}' },
  someJob: { id: 'api.time.some-job', defaultMessage: 'job' },
});

type Shape = 'day' | 'date' | 'time';

/** Intl's own shapes, for every language but English. */
const native: Record<Shape, Intl.DateTimeFormatOptions> = {
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  date: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
};

/** English as the site writes it ("Tue 3 Mar 2026", "3:00 PM"): Intl's words, the site's order. */
const english: Record<Shape, { options: Intl.DateTimeFormatOptions; order: Intl.DateTimeFormatPartTypes[] }> = {
  day: { options: { weekday: 'short', day: 'numeric', month: 'short' }, order: ['weekday', 'day', 'month'] },
  date: { options: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, order: ['weekday', 'day', 'month', 'year'] },
  time: { options: { hour: 'numeric', minute: '2-digit', hour12: true }, order: ['hour', 'minute', 'dayPeriod'] },
};

const isEnglish = (intl: IntlShape<string>) => intl.locale.startsWith('en');

function format(intl: IntlShape<string>, instant: string, timeZone: string, shape: Shape): string {
  if (!isEnglish(intl)) return intl.formatDate(instant, { ...native[shape], timeZone });
  const { options, order } = english[shape];
  const parts = intl.formatDateToParts(instant, { ...options, timeZone });
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  // "3:00 PM" with a plain space (Intl may put a narrow no-break space before the period).
  if (shape === 'time') return `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
  return order.map(part).join(' ');
}

/** The zone's short name on that date, as the reader's language has it ("EST", "GMT+2", "MESZ"). */
function zoneName(intl: IntlShape<string>, instant: string, timeZone: string): string {
  const parts = intl.formatDateToParts(instant, { timeZone, timeZoneName: 'short' });
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "New York time (EDT)": the city of the zone and its short name on that date. */
export function zoneText(intl: IntlShape<string>, instant: string, timeZone: string): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  return intl.formatMessage(messages.zone, { city, zone: zoneName(intl, instant, timeZone) });
}

/** "Tue 3 Mar": for subjects, where the zone would be noise (the day is the market's day). */
export function dayText(intl: IntlShape<string>, instant: string, timeZone: string): string {
  return format(intl, instant, timeZone, 'day');
}

/** "Wed 1 Apr (UTC)": a day that belongs to no market (a payout), said to be UTC. */
export function utcDayText(intl: IntlShape<string>, instant: string): string {
  return intl.formatMessage(messages.utcDay, { day: dayText(intl, instant, 'UTC') });
}

/** "Tue 3 Mar 2026, 3:00 PM, Berlin time (GMT+1)" */
export function momentText(intl: IntlShape<string>, instant: string, timeZone: string): string {
  return intl.formatMessage(messages.moment, { date: format(intl, instant, timeZone, 'date'), time: format(intl, instant, timeZone, 'time'), zone: zoneText(intl, instant, timeZone) });
}

/** The calendar day of an instant in a zone, to tell whether a visit runs past midnight. */
const calendarDay = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/** "Tue 3 Mar 2026, 3:00 PM – 5:00 PM, Berlin time (GMT+1)": a visit, start to end, zone named. */
export function visitText(intl: IntlShape<string>, job: Pick<JobFacts, 'start' | 'end' | 'timeZone'>): string {
  const { start, end, timeZone } = job;
  const values = { date: format(intl, start, timeZone, 'date'), start: format(intl, start, timeZone, 'time'), end: format(intl, end, timeZone, 'time'), zone: zoneText(intl, start, timeZone) };
  if (calendarDay(start, timeZone) === calendarDay(end, timeZone)) return intl.formatMessage(messages.visitSameDay, values);
  return intl.formatMessage(messages.visitOvernight, { ...values, endDay: dayText(intl, end, timeZone) });
}

/**
 * The job in a few words for a subject: its first service without the quantity, "+ 1 more"
 * when there are others ("Home cleaning × 2 h, Window cleaning" → "home cleaning + 1 more").
 */
export function shortServices(intl: IntlShape<string>, services: string): string {
  const names = services.split(', ').map((name) => name.replace(/ × .*$/, '').trim()).filter(Boolean);
  const [first = intl.formatMessage(messages.someJob), ...others] = names;
  // English lower-cases a name inside a sentence, unless it starts with an acronym ("TV mounting"); German nouns keep their capital.
  const inSentence = isEnglish(intl) && /^[A-Z][a-z]/.test(first) ? first[0]!.toLowerCase() + first.slice(1) : first;
  return intl.formatMessage(messages.shortServices, { first: inSentence, others: others.length });
}

/** "Tue 3 Mar, 3:00 PM EST": a start in a subject or a text message, short zone name included. */
export function dayTimeText(intl: IntlShape<string>, instant: string, timeZone: string): string {
  return intl.formatMessage(messages.dayTime, { day: dayText(intl, instant, timeZone), time: format(intl, instant, timeZone, 'time'), zone: zoneName(intl, instant, timeZone) });
}

/** Cut to `max` characters with an ellipsis, at a space when one is near (the bell and SMS have limits). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
