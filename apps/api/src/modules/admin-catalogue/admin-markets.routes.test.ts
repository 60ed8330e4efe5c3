import { addMondayHours, addProviderIn, newMarket } from '../../test-support/catalogue-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
}, 30_000);
afterAll(() => t.close());

const securityEvents = (type: string) => t.db.selectFrom('security_events').select(['detail', 'user_id']).where('type', '=', type).execute();

describe('creating a market', () => {
  it('starts it coming soon with every setting, audited, and lists what it lacks to go live', async () => {
    const created = await apiCall(t, 'POST', '/api/admin/markets', { cookie: admin, body: newMarket('lyon') });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'lyon',
      status: 'coming_soon',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      settings: { holdMinutes: 12, postalCodes: ['69001', '69002'], version: 1 },
      offerableProviders: 0,
      pricedServices: 0,
      missing: ['offerable_provider', 'priced_service'],
    });
    expect((await securityEvents('market_created')).map((event) => event.detail)).toEqual([{ marketId: 'lyon', name: 'Lyon lyon', currency: 'EUR' }]);
    // The public list and page show it at once (the public answer cache hears of the change).
    const list = (await apiCall(t, 'GET', '/api/markets')).json().markets as Array<{ id: string; status: string }>;
    expect(list.find((market) => market.id === 'lyon')).toMatchObject({ status: 'coming_soon' });
  });
  it('refuses a taken slug (409 on the field), a bad slug, zone or currency, under each field', async () => {
    const taken = await apiCall(t, 'POST', '/api/admin/markets', { cookie: admin, body: newMarket('nyc') });
    expect([taken.statusCode, taken.json().error.fieldErrors]).toEqual([409, { id: ['Taken: choose another slug'] }]);
    const bad = await apiCall(t, 'POST', '/api/admin/markets', { cookie: admin, body: { ...newMarket('Bad Slug'), timeZone: 'Mars/Olympus', currency: 'XYZ', holdMinutes: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['currency', 'holdMinutes', 'id', 'timeZone']);
    expect(await t.db.selectFrom('markets').select('id').where('id', '=', 'bad-slug').executeTakeFirst()).toBeUndefined();
  });
  it('is for admins only: a manager gets 403 and nothing is made', async () => {
    const refused = await apiCall(t, 'POST', '/api/admin/markets', { cookie: manager, body: newMarket('lyon-2') });
    expect(refused.statusCode).toBe(403);
    expect((await apiCall(t, 'GET', '/api/admin/markets', { cookie: manager })).statusCode).toBe(403);
  });
});

describe('editing a market', () => {
  it('saves name, zone, area, language and settings together; settings go to their history, the rest to the security log', async () => {
    const market = (await apiCall(t, 'GET', '/api/admin/markets/lyon', { cookie: admin })).json();
    expect(market.language).toBe('en');
    const body = { ...market.settings, name: 'Lyon', timeZone: 'Europe/Paris', serviceArea: 'All of Lyon', language: 'de', holdMinutes: 15 };
    const saved = await apiCall(t, 'PUT', '/api/admin/markets/lyon', { cookie: admin, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Lyon', serviceArea: 'All of Lyon', language: 'de', settings: { holdMinutes: 15, version: 2 } });
    const history = (await apiCall(t, 'GET', '/api/markets/lyon/settings/history', { cookie: admin })).json().changes;
    expect(history[0]).toMatchObject({ changedBy: { role: 'admin' }, changes: [{ field: 'holdMinutes', before: 12, after: 15 }] });
    expect((await securityEvents('market_changed')).at(-1)!.detail).toMatchObject({ marketId: 'lyon', fields: 'name, service_area, language', language: 'de' });
    // From a stale version: 409, and neither the name nor the settings change.
    const stale = await apiCall(t, 'PUT', '/api/admin/markets/lyon', { cookie: admin, body: { ...body, name: 'Lugdunum' } });
    expect(stale.statusCode).toBe(409);
    expect((await apiCall(t, 'GET', '/api/admin/markets/lyon', { cookie: admin })).json().name).toBe('Lyon');
  });
  it('answers 404 for a market that does not exist', async () => {
    expect((await apiCall(t, 'GET', '/api/admin/markets/atlantis', { cookie: admin })).statusCode).toBe(404);
  });
  it('lists markets a page at a time with the total', async () => {
    const page = (await apiCall(t, 'GET', '/api/admin/markets?pageSize=2&page=1', { cookie: admin })).json();
    expect(page.markets).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect((await apiCall(t, 'GET', '/api/admin/markets?pageSize=101', { cookie: admin })).statusCode).toBe(400);
  });
});

describe('going live', () => {
  it('is refused with MARKET_NOT_READY naming everything missing, then allowed once both exist', async () => {
    const refused = await apiCall(t, 'POST', '/api/admin/markets/lyon/go-live', { cookie: admin });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'MARKET_NOT_READY']);
    expect(refused.json().error.message).toContain('at least one active provider');
    expect(refused.json().error.message).toContain('at least one active service with a price');
    expect((await apiCall(t, 'PUT', '/api/admin/services/home-cleaning/markets/lyon', { cookie: admin, body: { priceMinor: 4500, active: true } })).statusCode).toBe(200);
    const providerId = await addProviderIn(t, 'lyon', 'lou.lyon@example.com', { hours: false });
    // A provider without weekly hours cannot be booked: still refused, for the provider alone.
    const noHours = await apiCall(t, 'POST', '/api/admin/markets/lyon/go-live', { cookie: admin });
    expect([noHours.statusCode, noHours.json().error.message]).toEqual([409, expect.stringContaining('weekly hours set')]);
    expect(noHours.json().error.message).not.toContain('service');
    await addMondayHours(t, providerId);
    // A paused provider is not offerable: still refused, now for the provider alone.
    await t.db.updateTable('providers').set({ paused_at: new Date(TEST_NOW) }).where('id', '=', providerId).execute();
    const paused = await apiCall(t, 'POST', '/api/admin/markets/lyon/go-live', { cookie: admin });
    expect(paused.json().error.message).not.toContain('service');
    await t.db.updateTable('providers').set({ paused_at: null }).where('id', '=', providerId).execute();
    const opened = await apiCall(t, 'POST', '/api/admin/markets/lyon/go-live', { cookie: admin });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'live', missing: [], launchEmailsQueued: 0 });
    expect((await apiCall(t, 'GET', '/api/markets/lyon')).json()).toMatchObject({ status: 'live', services: [{ id: 'home-cleaning', priceMinor: 4500 }] });
    const back = await apiCall(t, 'POST', '/api/admin/markets/lyon/coming-soon', { cookie: admin });
    expect(back.json().status).toBe('coming_soon');
    expect((await securityEvents('market_status_changed')).map((event) => event.detail.status)).toEqual(['live', 'coming_soon']);
  });
});
