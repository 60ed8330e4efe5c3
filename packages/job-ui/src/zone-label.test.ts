import { englishIntl, germanIntl } from './test/test-intl';
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
    expect(timeZoneLabel(englishIntl(), 'America/New_York', '2026-01-15T12:00:00Z')).toBe('New York time (EST)');
    expect(timeZoneLabel(englishIntl(), 'Europe/Berlin', '2026-01-15T12:00:00Z')).toBe('Berlin time (GMT+1)');
  });
});

describe('time zone names in German', () => {
  it('names the zone as German readers know it', async () => {
    const de = await germanIntl();
    expect(timeZoneLabel(de, 'Europe/Berlin', '2026-01-15T12:00:00Z')).toBe('Ortszeit Berlin (MEZ)');
    expect(timeZoneLabel(de, 'Europe/Berlin', '2026-07-15T12:00:00Z')).toBe('Ortszeit Berlin (MESZ)');
  });
});
