import { nextInterval, toWeekForm } from './weekly-hours';

describe('weekly hours form', () => {
  it('holds every day, Monday first, empty where there are no hours', () => {
    const form = toWeekForm({ days: [{ weekday: 3, intervals: [{ start: '09:00', end: '12:00' }] }] });
    expect(form.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(form.days[2]!.intervals).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(form.days[0]!.intervals).toEqual([]);
  });

  it('suggests the next interval after the last one, within the day', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '13:00' });
    expect(nextInterval([{ end: '12:00' }])).toEqual({ start: '13:00', end: '17:00' });
    expect(nextInterval([{ end: '22:00' }])).toEqual({ start: '22:00', end: '23:00' });
  });
});
