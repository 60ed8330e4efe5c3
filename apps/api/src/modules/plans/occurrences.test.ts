import { localInstant, localMoment, nextOccurrenceFrom, occurrenceDates, windowOccurrences } from './occurrences';

const NEW_YORK = 'America/New_York';
const iso = (at: number) => new Date(at).toISOString();

describe('occurrenceDates', () => {
  it('steps from the anchor every 1, 2 or 4 weeks, within the range asked for', () => {
    expect(occurrenceDates('2026-11-03', 2, '2026-11-01', '2026-12-31')).toEqual(['2026-11-03', '2026-11-17', '2026-12-01', '2026-12-15', '2026-12-29']);
    expect(occurrenceDates('2026-11-03', 1, '2026-11-18', '2026-12-01')).toEqual(['2026-11-24', '2026-12-01']);
    expect(occurrenceDates('2026-11-03', 4, '2026-11-04', '2027-01-31')).toEqual(['2026-12-01', '2026-12-29', '2027-01-26']);
  });

  it('has none before the anchor, and crosses months and years by the calendar', () => {
    expect(occurrenceDates('2026-12-29', 1, '2026-01-01', '2027-01-12')).toEqual(['2026-12-29', '2027-01-05', '2027-01-12']);
    expect(occurrenceDates('2028-02-22', 1, '2028-02-22', '2028-03-07')).toEqual(['2028-02-22', '2028-02-29', '2028-03-07']);
  });

  it('finds the next one on the rhythm from any date', () => {
    expect(nextOccurrenceFrom('2026-11-03', 2, '2026-11-04')).toBe('2026-11-17');
    expect(nextOccurrenceFrom('2026-11-03', 2, '2026-11-17')).toBe('2026-11-17');
    expect(nextOccurrenceFrom('2026-11-03', 2, '2026-01-01')).toBe('2026-11-03');
  });
});

describe('localInstant: the same wall-clock time across daylight-saving changes', () => {
  it('is 09:00 in New York before and after the November change (13:00 → 14:00 UTC)', () => {
    expect(iso(localInstant(NEW_YORK, '2026-10-27', '09:00'))).toBe('2026-10-27T13:00:00.000Z');
    expect(iso(localInstant(NEW_YORK, '2026-11-03', '09:00'))).toBe('2026-11-03T14:00:00.000Z');
    expect(iso(localInstant(NEW_YORK, '2027-03-16', '09:00'))).toBe('2027-03-16T13:00:00.000Z');
  });

  it('moves a time the clocks skip to the first instant after the gap (02:30 → 03:00 EDT)', () => {
    expect(iso(localInstant(NEW_YORK, '2027-03-14', '02:30'))).toBe('2027-03-14T07:00:00.000Z');
    expect(iso(localInstant(NEW_YORK, '2027-03-14', '02:00'))).toBe('2027-03-14T07:00:00.000Z');
    expect(iso(localInstant(NEW_YORK, '2027-03-14', '03:00'))).toBe('2027-03-14T07:00:00.000Z');
  });

  it('takes the first of a time that happens twice (01:30 EDT, not 01:30 EST)', () => {
    expect(iso(localInstant(NEW_YORK, '2026-11-01', '01:30'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(localInstant('Europe/Berlin', '2026-10-25', '02:30'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads an instant back as the local date, weekday and time', () => {
    expect(localMoment(NEW_YORK, Date.parse('2026-11-03T14:00:00Z'))).toEqual({ date: '2026-11-03', weekday: 2, localTime: '09:00' });
    expect(localMoment('Europe/Berlin', Date.parse('2026-11-29T23:30:00Z'))).toEqual({ date: '2026-11-30', weekday: 1, localTime: '00:30' });
  });
});

describe('windowOccurrences', () => {
  const plan = { anchorDate: '2026-10-27', everyWeeks: 1, localTime: '09:00', timeZone: NEW_YORK };

  it('are the occurrences starting after now and before now + 56 days, each at its local time', () => {
    const now = Date.parse('2026-10-20T12:00:00Z');
    const window = windowOccurrences(plan, now);
    expect(window.map((occurrence) => occurrence.date)).toEqual(['2026-10-27', '2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08']);
    expect(window.map((occurrence) => new Date(occurrence.start).getUTCHours())).toEqual([13, 14, 14, 14, 14, 14, 14]);
  });

  it('leaves out the one starting now and the one at the window’s very end', () => {
    const now = Date.parse('2026-11-03T14:00:00Z');
    const dates = windowOccurrences(plan, now).map((occurrence) => occurrence.date);
    expect(dates[0]).toBe('2026-11-10');
    expect(dates.at(-1)).toBe('2026-12-22');
  });
});
