import { dateInZone, splitToday } from './job-days';

const job = (start: string, timeZone = 'America/New_York') => ({ start, timeZone });

describe('job days', () => {
  it('dates an instant in the market’s zone, not the browser’s', () => {
    // 02:00 UTC on the 3rd is still the evening of the 2nd in New York.
    expect(dateInZone('2026-03-03T02:00:00.000Z', 'America/New_York')).toBe('2026-03-02');
    expect(dateInZone('2026-03-03T02:00:00.000Z', 'Europe/Berlin')).toBe('2026-03-03');
  });

  it('puts today’s jobs (and ones left over from earlier days) before the later ones', () => {
    const now = Date.parse('2026-03-02T23:00:00.000Z'); // 6 PM in New York
    const tonight = job('2026-03-03T01:00:00.000Z');
    const yesterday = job('2026-03-01T15:00:00.000Z');
    const tomorrow = job('2026-03-03T14:00:00.000Z');
    expect(splitToday([yesterday, tonight, tomorrow], now)).toEqual({ today: [yesterday, tonight], later: [tomorrow] });
  });
});
