import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { freeStartsOf, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, csrf, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

const MINUTE_MS = 60_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

/** The API's clock stands still unless a test moves it. */
let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let rival: string;
let maria: string;
let cleaner: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  await createUser(t.db, { email: 'rival@example.com', roles: ['customer'] });
  customer = await loginAs(t.app, 'customer@example.com');
  rival = await loginAs(t.app, 'rival@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  cleaner = await providerOffering(t.db, 'nyc', ['home-cleaning'], [maria]);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, options: { cookie?: string; body?: unknown } = {}) => apiCall(t, method, url, options);
const hold = (cookie: string, body: Record<string, unknown>) => call('POST', '/api/holds', { cookie, body: { marketId: 'nyc', services: cleaning, ...body } });
const freeStart = async (providerId = cleaner, index = 0) => (await freeStartsOf(t, 'nyc', providerId, cleaning, new Date(clock)))[index]!;

describe('GET /api/coverage', () => {
  it('finds the live market, one coming soon, or none', async () => {
    expect((await call('GET', '/api/coverage?postalCode=10001')).json()).toMatchObject({ status: 'live', market: { id: 'nyc' } });
    expect((await call('GET', '/api/coverage?postalCode=m5v%203l9')).json()).toMatchObject({ status: 'coming_soon', market: { id: 'toronto' } });
    expect((await call('GET', '/api/coverage?postalCode=94103')).json()).toEqual({ status: 'none', market: null });
  });

  it('answers 400 with a field error for a missing or malformed postal code', async () => {
    for (const url of ['/api/coverage', '/api/coverage?postalCode=%3Cscript%3E', '/api/coverage?postalCode=1']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['postalCode']);
    }
  });
});

describe('POST /api/markets/:marketId/quote', () => {
  it('prices lines, the service fee and the tax in minor units, with the duration', async () => {
    const response = await call('POST', '/api/markets/nyc/quote', { body: { services: [{ serviceId: 'home-cleaning', quantity: 3 }, { serviceId: 'tv-mounting', quantity: 1 }] } });
    expect(response.statusCode).toBe(200);
    // 3 h × 55.00 + 140.00 = 305.00; fee 8 % = 24.40; tax 8.88 % of 329.40 = 29.25
    expect(response.json()).toEqual({
      currency: 'USD',
      lines: [
        { serviceId: 'home-cleaning', name: 'Home cleaning', unit: 'hour', quantity: 3, unitPriceMinor: 5500, amountMinor: 16500 },
        { serviceId: 'tv-mounting', name: 'TV mounting', unit: 'job', quantity: 1, unitPriceMinor: 14000, amountMinor: 14000 },
      ],
      subtotalMinor: 30500,
      serviceFeeMinor: 2440,
      taxMinor: 2925,
      totalMinor: 35865,
      durationMinutes: 270,
    });
  });

  it('quotes a market coming soon too; 404 for an unknown market', async () => {
    expect((await call('POST', '/api/markets/toronto/quote', { body: { services: cleaning } })).json().currency).toBe('CAD');
    expect((await call('POST', '/api/markets/atlantis/quote', { body: { services: cleaning } })).statusCode).toBe(404);
  });

  it.each([
    ['an unknown service', { services: [{ serviceId: 'space-travel', quantity: 1 }] }, 'services.0.serviceId'],
    ['no service', { services: [] }, 'services'],
    ['a service twice', { services: [...cleaning, ...cleaning] }, 'services'],
    ['a quantity of 0', { services: [{ serviceId: 'handyman', quantity: 0 }] }, 'services.0.quantity'],
    ['a fractional quantity', { services: [{ serviceId: 'handyman', quantity: 1.5 }] }, 'services.0.quantity'],
    ['a string for a number', { services: [{ serviceId: 'handyman', quantity: '2' }] }, 'services.0.quantity'],
    ['no body', undefined, 'body'],
  ])('refuses %s with 400 and a field error', async (_, body, field) => {
    const response = await call('POST', '/api/markets/nyc/quote', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toHaveProperty([field]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/markets/nyc/quote', headers: { ...csrf, 'content-type': 'application/json' }, payload: '{"services": [' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/markets/:marketId/slots', () => {
  it('lists start times by day in the market zone: on the step grid, after the notice, within the horizon', async () => {
    const response = await call('POST', '/api/markets/nyc/slots', { body: { services: cleaning } });
    expect(response.statusCode).toBe(200);
    const { timeZone, durationMinutes, days } = response.json() as { timeZone: string; durationMinutes: number; days: Array<{ date: string; slots: Array<{ start: string; end: string; providerCount: number }> }> };
    expect({ timeZone, durationMinutes }).toEqual({ timeZone: 'America/New_York', durationMinutes: 120 });
    expect(days.length).toBeGreaterThan(20);
    const market = await t.db.selectFrom('markets').selectAll().where('id', '=', 'nyc').executeTakeFirstOrThrow();
    for (const day of days) {
      for (const slot of day.slots) {
        const start = DateTime.fromISO(slot.start, { zone: timeZone });
        expect(start.toISODate()).toBe(day.date);
        expect(start.minute % market.slot_step_minutes).toBe(0);
        expect(start.toMillis()).toBeGreaterThanOrEqual(clock + market.min_notice_minutes * MINUTE_MS);
        expect(start.toMillis()).toBeLessThan(clock + (market.booking_horizon_days + 1) * 24 * 60 * MINUTE_MS);
        expect(new Date(slot.end).getTime() - start.toMillis()).toBe(120 * MINUTE_MS);
        expect(slot.providerCount).toBeGreaterThan(0);
      }
    }
  });

  it('records a search that finds nothing as unmet demand', async () => {
    const before = await t.db.selectFrom('unmet_demand').selectAll().execute();
    // Twelve hours in one visit: no provider works that long in a day.
    const response = await call('POST', '/api/markets/nyc/slots', { body: { services: [{ serviceId: 'home-cleaning', quantity: 12 }], postalCode: '11201' } });
    expect(response.json().days).toEqual([]);
    const after = await t.db.selectFrom('unmet_demand').selectAll().execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ market_id: 'nyc', postal_code: '11201', services: [{ serviceId: 'home-cleaning', quantity: 12 }] });
  });

  it('is 409 for a market not taking bookings yet, 404 for an unknown one, 400 for bad input', async () => {
    expect((await call('POST', '/api/markets/toronto/slots', { body: { services: cleaning } })).statusCode).toBe(409);
    expect((await call('POST', '/api/markets/atlantis/slots', { body: { services: cleaning } })).statusCode).toBe(404);
    const bad = await call('POST', '/api/markets/nyc/slots', { body: { services: cleaning, postalCode: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toHaveProperty(['postalCode']);
  });
});

describe('POST /api/markets/:marketId/slots/providers', () => {
  it('lists the providers free at a start, with the total of the job', async () => {
    const start = await freeStart();
    const response = await call('POST', '/api/markets/nyc/slots/providers', { body: { services: cleaning, start: start.toISOString() } });
    const quote = (await call('POST', '/api/markets/nyc/quote', { body: { services: cleaning } })).json();
    const { providers } = response.json() as { providers: Array<{ provider: { id: string; serviceIds: string[] }; totalMinor: number }> };
    expect(providers.map((entry) => entry.provider.id)).toContain(cleaner);
    for (const entry of providers) {
      expect(entry.provider.serviceIds).toContain('home-cleaning');
      expect(entry.totalMinor).toBe(quote.totalMinor);
    }
  });

  it('is empty at a time that is not bookable, 400 for a start that is not a date', async () => {
    const night = DateTime.fromMillis(clock, { zone: 'America/New_York' }).plus({ days: 3 }).set({ hour: 3, minute: 7 });
    expect((await call('POST', '/api/markets/nyc/slots/providers', { body: { services: cleaning, start: night.toISO() } })).json()).toEqual({ providers: [] });
    const bad = await call('POST', '/api/markets/nyc/slots/providers', { body: { services: cleaning, start: 'tomorrow' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toEqual({ start: ['Not a valid date and time'] });
  });
});

describe('holds', () => {
  it('holds a provider for the market’s hold length; nobody else can take that time meanwhile', async () => {
    const start = await freeStart();
    const response = await hold(customer, { providerId: cleaner, start: start.toISOString() });
    expect(response.statusCode).toBe(201);
    expect(response.json().hold).toEqual({
      id: expect.any(String),
      marketId: 'nyc',
      providerId: cleaner,
      start: start.toISOString(),
      end: new Date(start.getTime() + 120 * MINUTE_MS).toISOString(),
      expiresAt: new Date(clock + 10 * MINUTE_MS).toISOString(),
    });
    const taken = await hold(rival, { providerId: cleaner, start: start.toISOString() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringMatching(/just taken/) });
    // Overlapping (30 minutes later) is taken too.
    expect((await hold(rival, { providerId: cleaner, start: new Date(start.getTime() + 30 * MINUTE_MS).toISOString() })).statusCode).toBe(409);
  });

  it('gives the time back when its customer holds another time', async () => {
    const first = await freeStart();
    await hold(customer, { providerId: cleaner, start: first.toISOString() });
    const second = (await freeStartsOf(t, 'nyc', maria, cleaning, new Date(clock)))[0]!;
    expect((await hold(customer, { providerId: maria, start: second.toISOString() })).statusCode).toBe(201);
    expect((await hold(rival, { providerId: cleaner, start: first.toISOString() })).statusCode).toBe(201);
  });

  it('an expired hold no longer blocks: another customer can hold its time', async () => {
    // Not the first start: 11 minutes later it may fall inside the minimum notice (and the tests
    // above held and released it, with the same creation time on this standing clock).
    const start = (await freeStartsOf(t, 'nyc', cleaner, cleaning, new Date(clock))).find((candidate) => candidate.getTime() > clock + 2 * 24 * 60 * MINUTE_MS)!;
    expect((await hold(customer, { providerId: cleaner, start: start.toISOString() })).statusCode).toBe(201);
    clock += 11 * MINUTE_MS;
    expect((await freeStartsOf(t, 'nyc', cleaner, cleaning, new Date(clock))).map(Number)).toContain(start.getTime());
    expect((await hold(rival, { providerId: cleaner, start: start.toISOString() })).statusCode).toBe(201);
    const rows = await t.db.selectFrom('jobs').select(['status']).where('provider_id', '=', cleaner).where('start_at', '=', start).orderBy('created_at').execute();
    expect(rows.map((row) => row.status).slice(-2)).toEqual(['lapsed', 'held']);
  });

  it('refuses a time the slot engine does not offer, a provider without the services, and booking yourself', async () => {
    const night = DateTime.fromMillis(clock, { zone: 'America/New_York' }).plus({ days: 3 }).set({ hour: 3, minute: 0 });
    expect((await hold(customer, { providerId: cleaner, start: night.toISO() })).json().error.code).toBe('SLOT_TAKEN');
    // Nobody both cleans and mounts TVs.
    const wrong = await hold(customer, { providerId: cleaner, start: (await freeStart()).toISOString(), services: [...cleaning, { serviceId: 'tv-mounting', quantity: 1 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors).toHaveProperty(['providerId']);
    const provider = await loginAs(t.app, 'provider@example.com');
    const self = await hold(provider, { providerId: maria, start: (await freeStart(maria)).toISOString() });
    expect(self.statusCode).toBe(409);
  });

  it('answers 400 for bad input, 404 for an unknown market, 409 for one not live, 401 without a session', async () => {
    const bad = await hold(customer, { providerId: 'nope', start: 'soon', services: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['providerId', 'services', 'start']);
    const start = (await freeStart()).toISOString();
    expect((await hold(customer, { marketId: 'atlantis', providerId: cleaner, start })).statusCode).toBe(404);
    expect((await hold(customer, { marketId: 'toronto', providerId: cleaner, start })).statusCode).toBe(409);
    expect((await call('POST', '/api/holds', { body: { marketId: 'nyc', providerId: cleaner, start, services: cleaning } })).statusCode).toBe(401);
  });

  it('is given back on request by its customer only; again is fine', async () => {
    const start = await freeStart();
    const { id } = (await hold(customer, { providerId: cleaner, start: start.toISOString() })).json().hold;
    expect((await call('DELETE', `/api/holds/${id}`, { cookie: rival })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/holds/${id}`, { cookie: customer })).statusCode).toBe(204);
    expect((await call('DELETE', `/api/holds/${id}`, { cookie: customer })).statusCode).toBe(204);
    expect((await call('DELETE', `/api/holds/${UNKNOWN}`, { cookie: customer })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/holds/not-an-id', { cookie: customer })).statusCode).toBe(400);
    expect((await hold(rival, { providerId: cleaner, start: start.toISOString() })).statusCode).toBe(201);
  });

  it('keeps holds out of the customer’s jobs', async () => {
    const customerId = await userIdOf(t.db, 'customer@example.com');
    const jobs = (await call('GET', '/api/jobs?scope=upcoming', { cookie: customer })).json().jobs as Array<{ id: string }>;
    const holds = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', customerId).where('status', 'in', ['held', 'lapsed', 'released']).execute();
    expect(holds.length).toBeGreaterThan(0);
    expect(jobs.map((job) => job.id)).not.toEqual(expect.arrayContaining([holds[0]!.id]));
  });
});
