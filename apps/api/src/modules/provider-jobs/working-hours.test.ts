import { expandWeeklyHours } from './working-hours';

const ms = (iso: string) => new Date(iso).getTime();
const iso = (ranges: Array<{ start: number; end: number }>) => ranges.map((range) => [new Date(range.start).toISOString(), new Date(range.end).toISOString()]);

describe('expandWeeklyHours', () => {
  it('turns weekday hours into real intervals in the market’s zone, clipped to the range', () => {
    const weekly = [{ weekday: 1, startMinute: 9 * 60, endMinute: 17 * 60 }, { weekday: 2, startMinute: 8 * 60, endMinute: 12 * 60 }];
    // Monday 2027-01-04 and Tuesday 2027-01-05 in New York (UTC−5); the range starts at 10:00 on Monday.
    expect(iso(expandWeeklyHours('America/New_York', weekly, { start: ms('2027-01-04T15:00:00Z'), end: ms('2027-01-06T05:00:00Z') }))).toEqual([
      ['2027-01-04T15:00:00.000Z', '2027-01-04T22:00:00.000Z'],
      ['2027-01-05T13:00:00.000Z', '2027-01-05T17:00:00.000Z'],
    ]);
  });

  it('keeps wall-clock hours across a daylight-saving change', () => {
    // Sunday 2027-03-14 is the spring-forward day in New York; Monday after it is UTC−4.
    const weekly = [{ weekday: 5, startMinute: 9 * 60, endMinute: 17 * 60 }, { weekday: 1, startMinute: 9 * 60, endMinute: 17 * 60 }];
    expect(iso(expandWeeklyHours('America/New_York', weekly, { start: ms('2027-03-12T00:00:00Z'), end: ms('2027-03-16T00:00:00Z') }))).toEqual([
      ['2027-03-12T14:00:00.000Z', '2027-03-12T22:00:00.000Z'],
      ['2027-03-15T13:00:00.000Z', '2027-03-15T21:00:00.000Z'],
    ]);
  });
});
