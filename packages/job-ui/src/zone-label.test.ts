import { timeZoneAbbreviation, timeZoneCity, timeZoneLabel } from './zone-label';

describe('time zone names', () => {
  it('names the city of the zone', () => {
    expect(timeZoneCity('America/New_York')).toBe('New York');
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneCity('UTC')).toBe('UTC');
  });

  it('follows daylight saving time on the given date', () => {
    expect(timeZoneAbbreviation('America/New_York', '2026-01-15T12:00:00Z', 'en-US')).toBe('EST');
    expect(timeZoneAbbreviation('America/New_York', '2026-07-15T12:00:00Z', 'en-US')).toBe('EDT');
    expect(timeZoneLabel('America/New_York', '2026-01-15T12:00:00Z', 'en-US')).toBe('New York time (EST)');
    expect(timeZoneLabel('Europe/Berlin', '2026-01-15T12:00:00Z', 'en-US')).toBe('Berlin time (GMT+1)');
  });
});
