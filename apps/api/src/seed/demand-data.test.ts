import { DateTime } from 'luxon';
import { unmetDemandSeeds, waitlistSeeds } from './demand-data';

const zone = 'America/New_York';
const now = new Date('2026-11-24T15:30:00Z'); // Tuesday 10:30 in New York

describe('the demo unmet demand', () => {
  const seeds = unmetDemandSeeds(zone, now);
  const total = (filter: (seed: (typeof seeds)[number]) => boolean) => seeds.filter(filter).reduce((sum, seed) => sum + seed.searches, 0);

  it('clusters in Harlem on Tuesday and Wednesday evenings, ahead of every other postal code', () => {
    const byCode = new Map<string | null, number>();
    for (const seed of seeds) byCode.set(seed.postalCode, (byCode.get(seed.postalCode) ?? 0) + seed.searches);
    const ranked = [...byCode].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe('10027');
    expect(ranked[1]![0]).toBe('11211');
    const harlem = seeds.filter((seed) => seed.postalCode === '10027');
    expect(new Set(harlem.map((seed) => DateTime.fromISO(seed.day).weekday))).toEqual(new Set([2, 3]));
    expect(harlem.every((seed) => seed.hour >= 17 && seed.hour <= 20)).toBe(true);
    expect(total((seed) => seed.postalCode === '10027')).toBeGreaterThan(2 * total((seed) => !['10027', '11211', '11215'].includes(seed.postalCode ?? '')));
  });

  it('is one row per day, hour, postal code and selection, never after the seed time, and the same on every run', () => {
    const keys = seeds.map((seed) => JSON.stringify([seed.day, seed.hour, seed.postalCode, seed.services]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(seeds.every((seed) => seed.at.getTime() <= now.getTime() + 3_600_000 && seed.searches > 0)).toBe(true);
    expect(seeds.filter((seed) => seed.day === '2026-11-24').every((seed) => seed.hour <= 10)).toBe(true);
    expect(unmetDemandSeeds(zone, now)).toEqual(seeds);
  });
});

describe('the demo waitlist', () => {
  it('comes from just outside the served area, in the past five weeks, one sign-up per address and code', () => {
    const seeds = waitlistSeeds(zone, now);
    expect(new Set(seeds.map((seed) => seed.postalCode))).toEqual(new Set(['11249', '11109', '10162']));
    expect(new Set(seeds.map((seed) => `${seed.postalCode} ${seed.email}`)).size).toBe(seeds.length);
    expect(seeds.every((seed) => seed.at < now && seed.at.getTime() > now.getTime() - 36 * 86_400_000)).toBe(true);
  });
});
