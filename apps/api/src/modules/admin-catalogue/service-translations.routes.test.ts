import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';

/** Admins write a service's German name and description beside the English (migration 0031). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
}, 30_000);
afterAll(() => t.close());

const english = { name: 'Oven cleaning', description: 'Inside and out, racks too.', unit: 'job', defaultDurationMinutes: 90 };
const ofen = { name: 'Backofenreinigung', description: 'Innen und außen, auch die Bleche.' };
const save = (body: unknown) => apiCall(t, 'PUT', '/api/admin/services/oven-cleaning', { cookie: admin, body });
const germanPage = async () => (await t.app.inject({ method: 'GET', url: '/api/markets/berlin', headers: { 'accept-language': 'de' } })).json().services as Array<{ id: string; name: string; description: string }>;
const changesOf = async () =>
  (await t.db.selectFrom('security_events').select(['type', 'detail']).where('type', '=', 'service_changed').execute()).filter((event) => event.detail.serviceId === 'oven-cleaning');

it('creates a service with its German texts and reads them back', async () => {
  const created = await apiCall(t, 'POST', '/api/admin/services', { cookie: admin, body: { ...english, translations: { de: ofen } } });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ id: 'oven-cleaning', name: 'Oven cleaning', translations: { de: ofen } });
  const listed = (await apiCall(t, 'GET', '/api/admin/services?pageSize=100', { cookie: admin })).json().services;
  expect(listed.find((service: { id: string }) => service.id === 'oven-cleaning').translations).toEqual({ de: ofen });
  expect(listed.find((service: { id: string }) => service.id === 'tv-mounting').translations).toEqual({ de: expect.objectContaining({ name: 'TV-Montage' }) });
});

it('changes the German texts (audited), keeps them when an edit leaves them out, removes them when left empty', async () => {
  expect((await apiCall(t, 'PUT', '/api/admin/services/oven-cleaning/markets/berlin', { cookie: admin, body: { priceMinor: 3900, active: true } })).statusCode).toBe(200);
  const changed = await save({ ...english, translations: { de: { name: 'Ofenreinigung', description: 'Auch die Bleche.' } } });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().translations).toEqual({ de: { name: 'Ofenreinigung', description: 'Auch die Bleche.' } });
  expect(await changesOf()).toEqual([expect.objectContaining({ detail: expect.objectContaining({ fields: 'translations' }) })]);
  expect((await germanPage()).find((service) => service.id === 'oven-cleaning')).toMatchObject({ name: 'Ofenreinigung', description: 'Auch die Bleche.' });

  // An edit without `translations` (an older client) leaves the German alone, and nothing changed is not audited.
  expect((await save(english)).json().translations).toEqual({ de: { name: 'Ofenreinigung', description: 'Auch die Bleche.' } });
  expect(await changesOf()).toHaveLength(1);

  expect((await save({ ...english, translations: {} })).json().translations).toEqual({});
  expect((await germanPage()).find((service) => service.id === 'oven-cleaning')).toMatchObject({ name: 'Oven cleaning', description: 'Inside and out, racks too.' });
});

it('bounds the German texts like the English, on their fields; a language the site lacks is not kept', async () => {
  const refused = await save({ ...english, translations: { de: { name: 'O', description: 'x'.repeat(2001) } } });
  expect(refused.statusCode).toBe(400);
  expect(Object.keys(refused.json().error.fieldErrors).sort()).toEqual(['translations.de.description', 'translations.de.name']);
  const french = await apiCall(t, 'POST', '/api/admin/services', { cookie: admin, body: { ...english, name: 'Grill cleaning', translations: { fr: ofen } } });
  expect([french.statusCode, french.json().translations]).toEqual([201, {}]);
});
