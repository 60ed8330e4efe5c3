import { DateTime } from 'luxon';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Demand the demo market could not serve, so the dashboard's "where capacity is missing" tells a
 * story: over the last five weeks, searches that found no time cluster in Harlem (10027) on
 * Tuesday and Wednesday evenings and in Williamsburg (11211) on Saturday mornings, with a thin
 * scatter elsewhere; waitlist sign-ups come from just outside the served area (11249, 11109).
 * Deterministic for a given seed time (no Math.random), relative to it.
 */
export interface UnmetDemandSeed {
  postalCode: string | null;
  services: Array<{ serviceId: string; quantity: number }>;
  /** The market's calendar day and hour of the searches. */
  day: string;
  hour: number;
  searches: number;
  at: Date;
}

export interface WaitlistSeed {
  postalCode: string;
  email: string;
  at: Date;
}

const WEEKS = 5;

/** A small linear congruential generator: the same numbers on every seed. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** Where and when demand goes unmet: weekday (ISO), hours, searches per hour at most. */
const clusters = [
  { postalCode: '10027', weekdays: [2, 3], hours: [17, 18, 19, 20], most: 6, services: [{ serviceId: 'home-cleaning', quantity: 3 }] },
  { postalCode: '11211', weekdays: [6], hours: [8, 9, 10], most: 5, services: [{ serviceId: 'handyman', quantity: 2 }] },
  { postalCode: '11215', weekdays: [7], hours: [9, 10], most: 3, services: [{ serviceId: 'furniture-assembly', quantity: 1 }] },
];
const scatter = ['10001', '10011', '10025', '11201', '11101', null];

export function unmetDemandSeeds(timeZone: string, now: Date): UnmetDemandSeed[] {
  const next = numbers(9);
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  // One row per day, hour, postal code and selection, as recordUnmetDemand keeps them.
  const seeds = new Map<string, UnmetDemandSeed>();
  for (let back = WEEKS * 7 - 1; back >= 0; back -= 1) {
    const day = today.minus({ days: back });
    const lastHour = back === 0 ? DateTime.fromJSDate(now, { zone: timeZone }).hour : 23;
    const push = (postalCode: string | null, hour: number, searches: number, services: UnmetDemandSeed['services']) => {
      if (hour > lastHour || searches <= 0) return;
      const key = JSON.stringify([day.toISODate(), hour, postalCode, services]);
      const same = seeds.get(key);
      if (same) same.searches += searches;
      else seeds.set(key, { postalCode, services, day: day.toISODate()!, hour, searches, at: day.set({ hour, minute: next(60) }).toJSDate() });
    };
    for (const cluster of clusters) {
      if (!cluster.weekdays.includes(day.weekday)) continue;
      for (const hour of cluster.hours) push(cluster.postalCode, hour, 1 + next(cluster.most), cluster.services);
    }
    // A search or two a day anywhere else, at any daytime hour.
    for (let i = next(3); i > 0; i -= 1) push(scatter[next(scatter.length)]!, 8 + next(12), 1, [{ serviceId: 'window-cleaning', quantity: 1 }]);
  }
  return [...seeds.values()];
}

/** Sign-ups from postal codes next to the served area (same ZIP3), mostly in the evening. */
export function waitlistSeeds(timeZone: string, now: Date): WaitlistSeed[] {
  const next = numbers(27);
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const areas = [
    { postalCode: '11249', count: 14 },
    { postalCode: '11109', count: 6 },
    { postalCode: '10162', count: 2 },
  ];
  return areas.flatMap(({ postalCode, count }) =>
    Array.from({ length: count }, (_, i) => {
      const at = today.minus({ days: 1 + next(WEEKS * 7 - 1) }).set({ hour: 18 + next(4), minute: next(60) });
      return { postalCode, email: `waitlist.${postalCode}.${i + 1}@example.com`, at: at.toJSDate() };
    }),
  );
}

export async function insertDemand(db: Kysely<Database>, marketId: string, unmet: UnmetDemandSeed[], waitlist: WaitlistSeed[]): Promise<void> {
  if (unmet.length) {
    await db
      .insertInto('unmet_demand')
      .values(
        unmet.map((row) => ({
          market_id: marketId,
          postal_code: row.postalCode,
          services: sql<string>`${JSON.stringify(row.services)}::jsonb`,
          searched_on: row.day,
          searched_hour: row.hour,
          searches: row.searches,
          searched_at: row.at,
          last_searched_at: row.at,
        })),
      )
      .execute();
  }
  if (waitlist.length) await db.insertInto('waitlist_entries').values(waitlist.map((entry) => ({ postal_code: entry.postalCode, email: entry.email, created_at: entry.at }))).execute();
}
