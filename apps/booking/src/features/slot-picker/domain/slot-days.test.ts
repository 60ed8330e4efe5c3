import type { SlotsResponse } from '@marketplace/contracts';
import { slots } from '../../../test/fixtures';
import { englishIntl, germanIntl } from '../../../test/intl';
import { daysWithTimes, initialDayCount, zoneNote } from './slot-days';

const intl = englishIntl();

/** New York around the switch to daylight saving time (Sunday 8 March 2026, 2:00 → 3:00). */
const acrossDst: SlotsResponse = {
  timeZone: 'America/New_York',
  durationMinutes: 60,
  days: [
    { date: '2026-03-07', slots: [{ start: '2026-03-07T14:00:00.000Z', end: '2026-03-07T15:00:00.000Z', providerCount: 1 }] },
    { date: '2026-03-08', slots: [{ start: '2026-03-08T13:00:00.000Z', end: '2026-03-08T14:00:00.000Z', providerCount: 1 }] },
    { date: '2026-03-09', slots: [{ start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T14:00:00.000Z', providerCount: 1 }] },
  ],
};

describe('slot days', () => {
  it('name the market’s zone with its name on those dates', () => {
    expect(zoneNote(intl, slots)).toBe('Times are in New York time (EST).');
    expect(zoneNote(intl, { ...slots, timeZone: 'Europe/Berlin' })).toBe('Times are in Berlin time (GMT+1).');
    expect(zoneNote(intl, { ...slots, days: [] })).toBe('Times are in New York time.');
  });

  it('say when daylight saving time starts within the days shown', () => {
    expect(zoneNote(intl, acrossDst)).toBe('Times are in New York time (EST; EDT from Sunday, March 8).');
  });

  it('name the zone in German on a German page', async () => {
    expect(zoneNote(await germanIntl(), { ...slots, timeZone: 'Europe/Berlin' })).toBe('Alle Zeiten in Ortszeit Berlin (MEZ).');
  });

  it('skip days without times', () => {
    expect(daysWithTimes({ ...slots, days: [{ date: '2026-03-01', slots: [] }, ...slots.days] }).map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
  });

  it('show the chosen time’s day at first, however far', () => {
    expect(initialDayCount(slots.days, undefined, 2)).toBe(2);
    expect(initialDayCount(slots.days, '2026-03-05T13:00:00.000Z', 2)).toBe(4);
    expect(initialDayCount(slots.days, '2026-03-09T13:00:00.000Z', 2)).toBe(2);
  });
});
