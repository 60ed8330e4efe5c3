import { createTestApp, csrf, loginAs, type TestApp } from '../../test-support/test-app';
import { validMarketSettings } from '../../test-support/market-fixtures';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
});
afterAll(() => t.close());

describe('GET /api/markets', () => {
  it('lists the live markets first, then those coming soon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/markets' });
    expect(response.statusCode).toBe(200);
    const markets = response.json().markets as Array<{ id: string; status: string; currency: string; timeZone: string }>;
    expect(markets.map((market) => [market.id, market.status])).toEqual([
      ['berlin', 'live'],
      ['nyc', 'live'],
      ['sydney', 'live'],
      ['toronto', 'coming_soon'],
    ]);
    expect(markets.find((market) => market.id === 'sydney')).toMatchObject({ currency: 'AUD', timeZone: 'Australia/Sydney', language: 'en' });
    // Berlin reads German (docs/languages.md): visitors who ask for no language the site has, and messages.
    expect(markets.find((market) => market.id === 'berlin')).toMatchObject({ currency: 'EUR', language: 'de' });
  });
});

describe('GET /api/markets/:marketId', () => {
  it('has the services with local prices, the policies and how many providers work there', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/markets/berlin' });
    expect(response.statusCode).toBe(200);
    const market = response.json();
    expect(market).toMatchObject({ id: 'berlin', currency: 'EUR', timeZone: 'Europe/Berlin', providerCount: 12 });
    expect(market.postalCodes).toContain('10115');
    expect(market.services).toHaveLength(8);
    expect(market.services).toContainEqual(expect.objectContaining({ id: 'furniture-assembly', unit: 'job', priceMinor: 7900 }));
    expect(market.policies).toEqual({
      minNoticeMinutes: 180,
      bookingHorizonDays: expect.any(Number),
      planDiscountBps: 0,
      freeCancellationHours: 48,
      cancellationFeeBps: 2000,
      serviceFeeBps: 600,
      taxBps: 1900,
    });
  });

  it('leaves out services the market switched off', async () => {
    await t.db.updateTable('market_services').set({ active: false }).where('market_id', '=', 'sydney').where('service_id', '=', 'lawn-care').execute();
    const services = (await t.app.inject({ method: 'GET', url: '/api/markets/sydney' })).json().services as Array<{ id: string }>;
    expect(services.map((service) => service.id)).not.toContain('lawn-care');
  });

  it('is 404 for an unknown market and for an id that cannot be one (see market-paths.routes.test.ts)', async () => {
    for (const id of ['atlantis', 'Not_A_Slug']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/markets/${id}` });
      expect([response.statusCode, response.json().error]).toEqual([404, { code: 'NOT_FOUND', message: 'There is no such market.' }]);
    }
  });
});

describe('market settings', () => {
  it('shows a manager their market settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/markets/nyc/settings', headers: { cookie: manager } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slotStepMinutes: 30, holdMinutes: 10, taxBps: 888, commissionBps: 2000 });
  });

  it('saves new settings and shows them to customers as policies', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/markets/nyc/settings', headers: { ...csrf, cookie: manager }, payload: validMarketSettings });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...validMarketSettings, version: 2 });
    const market = (await t.app.inject({ method: 'GET', url: '/api/markets/nyc' })).json();
    expect(market.policies).toMatchObject({ minNoticeMinutes: 90, bookingHorizonDays: 120, freeCancellationHours: 48, serviceFeeBps: 750 });
  });

  it('refuses invalid settings field by field and saves none of them', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/markets/nyc/settings',
      headers: { ...csrf, cookie: manager },
      payload: { ...validMarketSettings, minNoticeMinutes: 5, slotStepMinutes: 7, taxBps: 12_000, holdMinutes: '10', commissionBps: undefined, responseWindowMinutes: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      slotStepMinutes: ['Use 10, 15, 20, 30 or 60 minutes'],
      taxBps: [expect.stringMatching(/10000/)],
      holdMinutes: ['Must be a number'],
      commissionBps: ['This field is required'],
      responseWindowMinutes: ['At least one minute'],
    });
    const saved = (await t.app.inject({ method: 'GET', url: '/api/markets/nyc/settings', headers: { cookie: manager } })).json();
    expect(saved.minNoticeMinutes).toBe(90);
  });
});
