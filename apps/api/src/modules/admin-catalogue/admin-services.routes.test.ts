import { randomUUID } from 'node:crypto';
import { payAsBooked } from '../payments/pay-as-booked';
import { freeStartsOf, placeBody, providerOffering, testDeps } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
}, 30_000);
afterAll(() => t.close());

const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];
const setPrice = (priceMinor: number, active = true) => apiCall(t, 'PUT', '/api/admin/services/home-cleaning/markets/nyc', { cookie: admin, body: { priceMinor, active } });

describe('the catalogue', () => {
  it('adds a service with a slug from its name, audited; a second with the same name is refused on the field', async () => {
    const body = { name: 'Oven cleaning', description: 'Inside and out.', unit: 'job', defaultDurationMinutes: 90 };
    const created = await apiCall(t, 'POST', '/api/admin/services', { cookie: admin, body });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 'oven-cleaning', ...body, translations: {}, markets: [] }]);
    const twice = await apiCall(t, 'POST', '/api/admin/services', { cookie: admin, body });
    expect([twice.statusCode, twice.json().error.fieldErrors]).toEqual([409, { name: ['Taken: choose another name'] }]);
    const bad = await apiCall(t, 'POST', '/api/admin/services', { cookie: admin, body: { ...body, name: 'X', defaultDurationMinutes: 5, unit: 'day' } });
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['defaultDurationMinutes', 'name', 'unit']);
  });
  it('edits a service and lists each market’s price, a page at a time', async () => {
    const edited = await apiCall(t, 'PUT', '/api/admin/services/oven-cleaning', { cookie: admin, body: { name: 'Oven cleaning', description: 'Racks too.', unit: 'hour', defaultDurationMinutes: 60 } });
    expect(edited.json()).toMatchObject({ unit: 'hour', description: 'Racks too.' });
    const priced = await apiCall(t, 'PUT', '/api/admin/services/oven-cleaning/markets/berlin', { cookie: admin, body: { priceMinor: 3900, active: true } });
    expect(priced.json().markets).toEqual([{ marketId: 'berlin', marketName: 'Berlin', currency: 'EUR', priceMinor: 3900, active: true }]);
    const page = (await apiCall(t, 'GET', '/api/admin/services?pageSize=3', { cookie: admin })).json();
    expect([page.services.length, page.total > 3]).toEqual([3, true]);
    expect((await apiCall(t, 'PUT', '/api/admin/services/nothing-here', { cookie: admin, body: { name: 'Oven cleaning', description: '', unit: 'job', defaultDurationMinutes: 60 } })).statusCode).toBe(404);
    expect((await apiCall(t, 'PUT', '/api/admin/services/oven-cleaning/markets/atlantis', { cookie: admin, body: { priceMinor: 1, active: true } })).statusCode).toBe(404);
  });
  it('takes integer minor units only', async () => {
    for (const priceMinor of [12.5, -1, '100']) expect((await setPrice(priceMinor as number)).statusCode).toBe(400);
  });
});

describe('a price change', () => {
  it('applies to new bookings only: the booked job and its invoice keep the old price, a new quote has the new one', async () => {
    const providerId = await providerOffering(t.db, 'nyc', ['home-cleaning'], [await providerIdOf(t.db, 'provider@example.com')]);
    const [start] = (await freeStartsOf(t, 'nyc', providerId, cleaning)).filter((at) => at.getTime() > TEST_NOW + 3 * 24 * 3_600_000);
    const hold = await apiCall(t, 'POST', '/api/holds', { cookie: customer, body: { marketId: 'nyc', providerId, start: start!.toISOString(), services: cleaning } });
    const placed = await apiCall(t, 'POST', '/api/jobs', { cookie: customer, body: placeBody(hold.json().hold.id, randomUUID()) });
    expect(placed.statusCode).toBe(201);
    const job = placed.json().job;
    expect(job.price.subtotalMinor).toBe(11_000);

    expect((await setPrice(7000)).statusCode).toBe(200);
    const audit = await t.db.selectFrom('security_events').select('detail').where('type', '=', 'service_price_changed').execute();
    expect(audit.at(-1)!.detail).toEqual({ serviceId: 'home-cleaning', marketId: 'nyc', priceBefore: 5500, priceAfter: 7000, activeBefore: true, activeAfter: true });

    const again = (await apiCall(t, 'GET', `/api/jobs/${job.id}`, { cookie: customer })).json();
    expect(again.price).toEqual(job.price);
    // Done and paid after the change: the invoice is made from what the job was booked at.
    const row = await t.db.updateTable('jobs').set({ status: 'completed' }).where('id', '=', job.id).returningAll().executeTakeFirstOrThrow();
    await payAsBooked(testDeps(t), row, new Date(TEST_NOW));
    const invoice = await t.db.selectFrom('invoices').select(['lines', 'subtotal_minor']).where('job_id', '=', job.id).executeTakeFirstOrThrow();
    expect(invoice.subtotal_minor).toBe(11_000);
    expect(invoice.lines[0]).toMatchObject({ unitPriceMinor: 5500, quantity: 2 });

    const quote = await apiCall(t, 'POST', '/api/markets/nyc/quote', { body: { services: cleaning } });
    expect(quote.json().subtotalMinor ?? quote.json().price?.subtotalMinor).toBe(14_000);
    // The public market page shows the new price at once.
    const page = (await apiCall(t, 'GET', '/api/markets/nyc')).json();
    expect(page.services.find((service: { id: string }) => service.id === 'home-cleaning').priceMinor).toBe(7000);
  });
  it('switched off, takes the service off the public page', async () => {
    expect((await setPrice(7000, false)).statusCode).toBe(200);
    const page = (await apiCall(t, 'GET', '/api/markets/nyc')).json();
    expect(page.services.map((service: { id: string }) => service.id)).not.toContain('home-cleaning');
  });
});
