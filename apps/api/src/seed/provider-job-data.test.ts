import { demoJobSeeds } from './job-data';
import { marketSeeds } from './market-data';
import { providerJobSeeds } from './provider-job-data';

const nyc = marketSeeds.find((market) => market.id === 'nyc')!;
const BLOCKING = ['requested', 'confirmed', 'in_progress'];

describe('providerJobSeeds', () => {
  it.each(['2026-11-20T14:00:00Z', '2026-11-21T04:00:00Z', '2026-11-23T13:00:00Z', '2027-03-13T23:30:00Z', '2027-07-02T21:00:00Z'])(
    'at %s: nothing the provider holds overlaps, the demo customer’s jobs included',
    (iso) => {
      const now = new Date(iso);
      const blocking = [...demoJobSeeds(nyc, now), ...providerJobSeeds(nyc, now)].filter((job) => BLOCKING.includes(job.status));
      for (const [i, a] of blocking.entries()) {
        for (const b of blocking.slice(i + 1)) expect(a.start < b.blockedEnd && b.start < a.blockedEnd).toBe(false);
      }
    },
  );

  it('has requests still open, completed jobs in the past and events in order', () => {
    const now = new Date('2027-01-13T15:00:00Z');
    for (const job of providerJobSeeds(nyc, now)) {
      expect(job.events.every((event) => event.at.getTime() <= now.getTime())).toBe(true);
      expect(job.events.map((event) => event.at.getTime())).toEqual([...job.events.map((event) => event.at.getTime())].sort((a, b) => a - b));
      if (job.status === 'requested') expect(job.respondBy!.getTime()).toBeGreaterThan(now.getTime());
      if (job.status === 'completed') expect(job.end.getTime()).toBeLessThan(now.getTime());
    }
  });
});
