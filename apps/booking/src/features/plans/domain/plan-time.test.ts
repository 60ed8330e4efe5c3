import { planTimeInstant } from './plan-time';

const inZone = (date: Date, timeZone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit' }).format(date);

describe('planTimeInstant', () => {
  it('is the plan’s weekday and local time in its zone', () => {
    expect(inZone(planTimeInstant(2, '09:00', 'America/New_York'), 'America/New_York')).toBe('Tuesday 9:00 AM');
    expect(inZone(planTimeInstant(7, '18:30', 'Europe/Berlin'), 'Europe/Berlin', 'de-DE')).toBe('Sonntag, 18:30');
  });

  it('keeps the weekday where the zone is far from UTC (the UTC day differs)', () => {
    expect(inZone(planTimeInstant(1, '02:00', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe('Monday 2:00 AM');
    expect(inZone(planTimeInstant(7, '23:45', 'Pacific/Honolulu'), 'Pacific/Honolulu')).toBe('Sunday 11:45 PM');
  });
});
