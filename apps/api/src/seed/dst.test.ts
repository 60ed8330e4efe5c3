import { horizonCovering, nextOffsetChange, utcOffsetMinutes } from './dst';

describe('daylight-saving changes', () => {
  it('reads UTC offsets in winter and summer', () => {
    expect(utcOffsetMinutes('America/New_York', new Date('2027-01-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', new Date('2027-07-15T12:00:00Z'))).toBe(-240);
    expect(utcOffsetMinutes('Australia/Sydney', new Date('2027-01-15T12:00:00Z'))).toBe(660);
    expect(utcOffsetMinutes('UTC', new Date('2027-01-15T12:00:00Z'))).toBe(0);
  });

  it('finds the next switch to the minute, in either hemisphere', () => {
    // US: second Sunday of March at 02:00 local (07:00 UTC).
    expect(nextOffsetChange('America/New_York', new Date('2026-11-22T00:00:00Z'))?.toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(nextOffsetChange('America/New_York', new Date('2026-11-22T13:47:17.269Z'))?.toISOString()).toBe('2027-03-14T07:00:00.000Z');
    // EU: last Sunday of March at 01:00 UTC.
    expect(nextOffsetChange('Europe/Berlin', new Date('2026-11-22T00:00:00Z'))?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    // Sydney: first Sunday of April at 03:00 local daylight time (16:00 UTC the day before).
    expect(nextOffsetChange('Australia/Sydney', new Date('2026-11-22T00:00:00Z'))?.toISOString()).toBe('2027-04-03T16:00:00.000Z');
  });

  it('has no switch in zones without daylight saving', () => {
    expect(nextOffsetChange('Asia/Tokyo', new Date('2026-11-22T00:00:00Z'))).toBeNull();
  });

  it('sizes a horizon to reach a week past the switch', () => {
    const from = new Date('2026-11-22T00:00:00Z');
    expect(horizonCovering(new Date('2027-03-14T07:00:00Z'), from, 60)).toBe(120);
    expect(horizonCovering(new Date('2026-12-01T00:00:00Z'), from, 60)).toBe(60);
  });
});
