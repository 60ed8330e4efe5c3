import { randomUUID } from 'node:crypto';
import { freeStartsOf, placeBody, providerOffering } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/**
 * docs/product.md §4a: new settings apply to new bookings only. A job keeps the price, cancellation policy
 * and answer deadline it was booked with; a hold and a booking made after the change use the new
 * values. (Commission is not on the job yet: see docs/market.md.)
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let t: TestApp;
let customer: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await loginAs(t.app, 'customer@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
}, 30_000);
afterAll(() => t.close());

async function book(providerId: string, start: Date) {
  const hold = await apiCall(t, 'POST', '/api/holds', { cookie: customer, body: { marketId: 'nyc', providerId, start: start.toISOString(), services: cleaning } });
  expect(hold.statusCode).toBe(201);
  const placed = await apiCall(t, 'POST', '/api/jobs', { cookie: customer, body: placeBody(hold.json().hold.id, randomUUID()) });
  expect(placed.statusCode).toBe(201);
  const job = placed.json().job;
  const row = await t.db.selectFrom('jobs').select(['respond_by', 'created_at']).where('id', '=', job.id).executeTakeFirstOrThrow();
  return { hold: hold.json().hold as { expiresAt: string }, job, respondBy: row.respond_by!, placedAt: row.created_at };
}

it('prices, times and answers a booking made after a change with the new settings, and leaves the earlier job as booked', async () => {
  const providerId = await providerOffering(t.db, 'nyc', ['home-cleaning'], [await providerIdOf(t.db, 'provider@example.com')]);
  // Two starts a few days out, so the answer deadline is the window, not the start less the notice.
  const starts = (await freeStartsOf(t, 'nyc', providerId, cleaning)).filter((start) => start.getTime() > TEST_NOW + 4 * 24 * HOUR_MS);
  const [firstStart, secondStart] = [starts[0]!, starts.find((start) => start.getTime() >= starts[0]!.getTime() + 6 * HOUR_MS)!];

  const before = await book(providerId, firstStart);
  expect(before.job.price).toMatchObject({ subtotalMinor: 11_000, serviceFeeMinor: 880, taxMinor: 1055, totalMinor: 12_935 });
  expect(before.job.policy).toEqual({ freeCancellationHours: 24, cancellationFeeBps: 2500, freeCancellationUntil: new Date(firstStart.getTime() - 24 * HOUR_MS).toISOString() });
  expect(before.respondBy.getTime() - before.placedAt.getTime()).toBe(120 * MINUTE_MS);

  const opened = (await apiCall(t, 'GET', '/api/markets/nyc/settings', { cookie: manager })).json();
  const changed = { ...opened, serviceFeeBps: 1500, taxBps: 1000, freeCancellationHours: 72, cancellationFeeBps: 5000, responseWindowMinutes: 30, holdMinutes: 5 };
  expect((await apiCall(t, 'PUT', '/api/markets/nyc/settings', { cookie: manager, body: changed })).statusCode).toBe(200);

  const after = await book(providerId, secondStart);
  expect(Date.parse(after.hold.expiresAt) - TEST_NOW).toBeLessThanOrEqual(5 * MINUTE_MS);
  expect(after.job.price).toMatchObject({ subtotalMinor: 11_000, serviceFeeMinor: 1650, taxMinor: 1265, totalMinor: 13_915 });
  expect(after.job.policy).toEqual({ freeCancellationHours: 72, cancellationFeeBps: 5000, freeCancellationUntil: new Date(secondStart.getTime() - 72 * HOUR_MS).toISOString() });
  expect(after.respondBy.getTime() - after.placedAt.getTime()).toBe(30 * MINUTE_MS);

  // The first job, read again, has the terms it was booked with; so has its cancellation quote.
  const again = await apiCall(t, 'GET', `/api/jobs/${before.job.id}`, { cookie: customer });
  expect(again.json().price).toEqual(before.job.price);
  expect(again.json().policy).toEqual(before.job.policy);
  const quote = (await apiCall(t, 'GET', `/api/jobs/${before.job.id}/cancellation`, { cookie: customer })).json();
  expect(quote).toMatchObject({ freeUntil: before.job.policy.freeCancellationUntil });
  const row = await t.db.selectFrom('jobs').select(['respond_by', 'service_fee_minor', 'cancellation_fee_bps']).where('id', '=', before.job.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ respond_by: before.respondBy, service_fee_minor: 880, cancellation_fee_bps: 2500 });
});
