import { intlFor } from '../../../i18n/intl';
import { clip, dayText, dayTimeText, momentText, shortServices, visitText } from './message-text';

const en = intlFor('en');
const de = intlFor('de');

describe('times in the market’s zone', () => {
  it('name the zone as it is on that date, either side of a daylight-saving change', () => {
    // New York's clocks went forward on Sun 8 Mar 2026: 14:00 UTC is 9 AM before, 10 AM after.
    expect(momentText(en, '2026-03-07T14:00:00Z', 'America/New_York')).toBe('Sat 7 Mar 2026, 9:00 AM, New York time (EST)');
    expect(momentText(en, '2026-03-09T14:00:00Z', 'America/New_York')).toBe('Mon 9 Mar 2026, 10:00 AM, New York time (EDT)');
    expect(dayTimeText(en, '2026-10-26T08:00:00Z', 'Europe/Berlin')).toBe('Mon 26 Oct, 9:00 AM GMT+1');
  });

  it('take the day from the zone, not from UTC', () => {
    expect(dayText(en, '2026-03-03T23:30:00Z', 'Europe/Berlin')).toBe('Wed 4 Mar');
    expect(dayText(en, '2026-03-04T03:30:00Z', 'America/New_York')).toBe('Tue 3 Mar');
  });

  it('write a visit from start to end, with the end’s day when it runs past midnight', () => {
    expect(visitText(en, { start: '2026-03-03T14:00:00Z', end: '2026-03-03T16:30:00Z', timeZone: 'America/New_York' })).toBe('Tue 3 Mar 2026, 9:00 AM – 11:30 AM, New York time (EST)');
    expect(visitText(en, { start: '2026-03-03T21:00:00Z', end: '2026-03-04T00:00:00Z', timeZone: 'Europe/Berlin' })).toBe('Tue 3 Mar 2026, 10:00 PM – Wed 4 Mar, 1:00 AM, Berlin time (GMT+1)');
  });
});

describe('in German', () => {
  it('writes dates in words, a 24-hour clock and the zone as German names it', () => {
    expect(visitText(de, { start: '2026-03-31T13:00:00Z', end: '2026-03-31T15:00:00Z', timeZone: 'Europe/Berlin' })).toBe('Dienstag, 31. März 2026, 15:00–17:00 Uhr, Ortszeit Berlin (MESZ)');
    expect(momentText(de, '2026-12-01T13:00:00Z', 'Europe/Berlin')).toBe('Dienstag, 1. Dezember 2026, 14:00 Uhr, Ortszeit Berlin (MEZ)');
    expect(dayTimeText(de, '2026-10-26T08:00:00Z', 'Europe/Berlin')).toBe('Mo., 26. Okt., 9:00 Uhr (MEZ)');
    expect(dayText(de, '2026-03-03T23:30:00Z', 'Europe/Berlin')).toBe('Mi., 4. März');
  });

  it('keeps a service’s capital and counts the others in German', () => {
    expect(shortServices(de, 'Home cleaning × 2 h, Window cleaning, Oven cleaning')).toBe('Home cleaning + 2 weitere');
    expect(shortServices(de, '')).toBe('Auftrag');
  });
});

describe('shortServices', () => {
  it('keeps the first service, without its quantity, and counts the others', () => {
    expect(shortServices(en, 'Home cleaning × 2 h, Window cleaning, Oven cleaning')).toBe('home cleaning + 2 more');
    expect(shortServices(en, 'TV mounting')).toBe('TV mounting');
    expect(shortServices(en, '')).toBe('job');
  });
});

describe('clip', () => {
  it('leaves short text alone and cuts long text at a space, with an ellipsis', () => {
    expect(clip('Short enough', 20)).toBe('Short enough');
    expect(clip('Reminder: your home cleaning on Tue 3 Mar', 30)).toBe('Reminder: your home cleaning…');
    expect(clip('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
