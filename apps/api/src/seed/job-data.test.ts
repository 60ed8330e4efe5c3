import { DateTime } from 'luxon';
import { demoJobSeeds } from './job-data';
import { marketSeeds } from './market-data';

const nyc = marketSeeds.find((market) => market.id === 'nyc')!;
const HOUR_MS = 3_600_000;

describe('demoJobSeeds', () => {
  it.each(['2026-11-22T04:00:00Z', '2027-03-13T23:30:00Z', '2027-07-04T12:00:00Z', '2027-11-05T03:59:00Z'])('at %s: a completed job last week and a confirmed one next week, in working hours', (iso) => {
    const now = new Date(iso);
    const [past, next] = demoJobSeeds(nyc, now);
    for (const job of [past!, next!]) {
      const local = DateTime.fromJSDate(job.start, { zone: 'America/New_York' });
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.hour).toBeGreaterThanOrEqual(8);
      expect(DateTime.fromJSDate(job.end, { zone: 'America/New_York' }).hour).toBeLessThanOrEqual(17);
      expect(job.price.totalMinor).toBe(job.price.subtotalMinor + job.price.serviceFeeMinor + job.price.taxMinor);
      expect(job.events.map((event) => event.at.getTime())).toEqual([...job.events.map((event) => event.at.getTime())].sort((a, b) => a - b));
      expect(job.events.every((event) => event.at.getTime() <= now.getTime())).toBe(true);
    }
    expect(past!.status).toBe('completed');
    expect(past!.end.getTime()).toBeLessThan(now.getTime());
    expect(past!.events.map((event) => event.to)).toEqual(['requested', 'confirmed', 'in_progress', 'completed']);
    expect(next!.status).toBe('confirmed');
    // Outside the free-cancellation window, so a free cancellation can be tried.
    expect(next!.start.getTime() - now.getTime()).toBeGreaterThan((nyc.free_cancellation_hours + 24) * HOUR_MS);
  });

  it('is the same for the same seed time', () => {
    const now = new Date('2027-01-10T10:00:00Z');
    expect(demoJobSeeds(nyc, now)).toEqual(demoJobSeeds(nyc, now));
  });
});
