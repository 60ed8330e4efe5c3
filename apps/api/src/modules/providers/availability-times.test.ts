import { formatMinutes, parseTimeOfDay, toAvailabilityRows, toWeeklyAvailability } from './availability-times';

describe('availability times', () => {
  it('formats and parses wall-clock times, including the end of the day', () => {
    expect(formatMinutes(510)).toBe('08:30');
    expect(formatMinutes(1440)).toBe('24:00');
    expect(parseTimeOfDay('17:45')).toBe(1065);
    expect(parseTimeOfDay('24:00')).toBe(1440);
  });

  it('groups rows by weekday, Monday first, intervals in order, and converts back', () => {
    const rows = [
      { weekday: 6, start_minute: 600, end_minute: 900 },
      { weekday: 1, start_minute: 900, end_minute: 1140 },
      { weekday: 1, start_minute: 420, end_minute: 660 },
    ];
    const week = toWeeklyAvailability(rows);
    expect(week).toEqual({
      days: [
        { weekday: 1, intervals: [{ start: '07:00', end: '11:00' }, { start: '15:00', end: '19:00' }] },
        { weekday: 6, intervals: [{ start: '10:00', end: '15:00' }] },
      ],
    });
    expect(toAvailabilityRows(week)).toEqual(expect.arrayContaining(rows));
    expect(toAvailabilityRows(week)).toHaveLength(3);
  });
});
