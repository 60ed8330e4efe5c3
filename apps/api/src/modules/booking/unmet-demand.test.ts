import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * A search that finds no time is unmet demand, recorded once per market, local day and hour,
 * postal code and selection, with a count of how often it was made (not one row per request).
 */
const HOUR_MS = 3_600_000;
// Twelve hours in one visit: no provider works that long in a day, so nothing is ever found.
const marathon = [{ serviceId: 'home-cleaning', quantity: 12 }];

/** 10:00 in New York, a Wednesday; the test moves it. */
let clock = DateTime.fromISO('2031-06-04T10:00', { zone: 'America/New_York' }).toMillis();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t.close());

const search = async (body: Record<string, unknown>) => {
  const response = await apiCall(t, 'POST', '/api/markets/nyc/slots', { body });
  expect([response.statusCode, response.json().days]).toEqual([200, []]);
};
const rows = () =>
  t.db
    .selectFrom('unmet_demand')
    .select(['postal_code', 'services', 'searches', sql<string>`searched_on::text`.as('day'), 'searched_hour as hour'])
    .where('market_id', '=', 'nyc')
    .orderBy('id')
    .execute();

it('records the same empty search twenty times as one row that counts them', async () => {
  const before = (await rows()).length;
  for (let i = 0; i < 20; i += 1) {
    await search({ services: marathon, postalCode: '11201' });
    clock += 60_000;
  }
  const after = await rows();
  expect(after).toHaveLength(before + 1);
  expect(after.at(-1)).toEqual({ postal_code: '11201', services: marathon, searches: 20, day: '2031-06-04', hour: 10 });
});

it('keeps a different search, a search without a postal code, another hour and the next local day apart', async () => {
  const before = (await rows()).length;
  await search({ services: marathon, postalCode: '10001' });
  await search({ services: [...marathon, { serviceId: 'handyman', quantity: 1 }] });
  await search({ services: [{ serviceId: 'handyman', quantity: 1 }, ...marathon] });
  await search({ services: marathon });
  await search({ services: marathon });
  // 23:30 in New York is already the next day in UTC, but still the same day for the market.
  clock = DateTime.fromISO('2031-06-04T23:30', { zone: 'America/New_York' }).toMillis();
  await search({ services: marathon, postalCode: '11201' });
  clock += 2 * HOUR_MS;
  await search({ services: marathon, postalCode: '11201' });

  expect((await rows()).slice(before - 1)).toEqual([
    { postal_code: '11201', services: marathon, searches: 20, day: '2031-06-04', hour: 10 },
    { postal_code: '10001', services: marathon, searches: 1, day: '2031-06-04', hour: 10 },
    // The same selection in another order is the same search.
    { postal_code: null, services: [{ serviceId: 'handyman', quantity: 1 }, ...marathon], searches: 2, day: '2031-06-04', hour: 10 },
    { postal_code: null, services: marathon, searches: 2, day: '2031-06-04', hour: 10 },
    // Another hour of the same day is another row (the dashboard's weekday × hour map).
    { postal_code: '11201', services: marathon, searches: 1, day: '2031-06-04', hour: 23 },
    { postal_code: '11201', services: marathon, searches: 1, day: '2031-06-05', hour: 1 },
  ]);
});
