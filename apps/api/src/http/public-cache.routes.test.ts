import { createTestApp, loginAs, providerIdOf, type TestApp } from '../test-support/test-app';
import { PUBLIC_JSON_CACHE_CONTROL } from './revalidation';

let t: TestApp;
let providerId: string;
beforeAll(async () => {
  t = await createTestApp();
  providerId = await providerIdOf(t.db, 'provider@example.com');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of public data', () => {
  it.each([['/api/markets'], ['/api/markets/nyc'], ['/api/markets/nyc/providers'], ['/api/providers/:provider']])(
    '%s: an ETag, kept but revalidated, and a bare 304 when unchanged',
    async (template) => {
      const url = template.replace(':provider', providerId);
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_JSON_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      const unchanged = await get(url, { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers).toMatchObject({ etag, 'cache-control': PUBLIC_JSON_CACHE_CONTROL });

      const stale = await get(url, { 'if-none-match': 'W/"an-old-version"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('gives a changed answer a new ETag, so a revalidating client gets the new data', async () => {
    const before = await get('/api/markets/nyc');
    await t.db.updateTable('markets').set({ service_area: 'All five boroughs, now with Staten Island' }).where('id', '=', 'nyc').execute();
    const after = await get('/api/markets/nyc', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject({ serviceArea: 'All five boroughs, now with Staten Island' });
    const list = await get('/api/markets', { 'if-none-match': String((await get('/api/markets')).headers.etag) });
    expect(list.statusCode).toBe(304);
  });

  it('tags no error and nothing personal', async () => {
    const missing = await get('/api/markets/atlantis');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject({ 'cache-control': 'no-store' });
    expect(missing.headers.etag).toBeUndefined();
    const me = await get('/api/auth/me', { cookie: await loginAs(t.app, 'customer@example.com') });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
  });

  it('answers the same, with or without a session: a public answer names nobody', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    for (const url of ['/api/markets', '/api/markets/nyc', '/api/markets/nyc/providers', `/api/providers/${providerId}`]) {
      const [anonymous, signedIn] = [await get(url), await get(url, { cookie })];
      expect({ url, etag: signedIn.headers.etag }).toEqual({ url, etag: anonymous.headers.etag });
    }
  });
});
