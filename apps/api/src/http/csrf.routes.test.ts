import { createTestApp, csrf, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', headers, payload: { postalCode: 'M5V 3L9', email: 'csrf@example.com' } });

describe('CSRF protection of state-changing requests', () => {
  it.each([
    ['without the x-requested-with header', {}],
    ['from another origin', { ...csrf, origin: 'https://evil.example' }],
    ['from another origin through the proxy', { ...csrf, origin: 'https://evil.example', 'x-forwarded-host': 'localhost:3000' }],
    ['from a cross-site fetch', { ...csrf, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a request %s with 403 CROSS_SITE_REQUEST', async (_, headers) => {
    const response = await join(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(await t.db.selectFrom('waitlist_entries').selectAll().where('email', '=', 'csrf@example.com').execute()).toHaveLength(0);
  });

  it('accepts the site itself, as the browser reaches it through the shell proxy', async () => {
    const response = await join({ ...csrf, origin: 'http://localhost:3000', 'x-forwarded-host': 'localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(204);
  });

  it('checks before reading the body: a cross-site request with a broken body is still a 403', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(response.statusCode).toBe(403);
  });

  it('leaves reads alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/markets', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });
});

describe('each refusal is in the security log', () => {
  it('records cross_site_refused with the reason and the client address the proxy gave', async () => {
    const response = await join({ ...csrf, origin: 'https://evil.example', 'x-forwarded-for': '198.51.100.77' });
    expect(response.statusCode).toBe(403);
    const events = await t.db.selectFrom('security_events').selectAll().where('address', '=', '198.51.100.77').execute();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'cross_site_refused',
        user_id: null,
        detail: { reason: 'the Origin https://evil.example is not the addressed host', method: 'POST', path: '/api/waitlist' },
      }),
    ]);
  });
});

describe('behind a TLS-terminating proxy (PUBLIC_URL=https://shop.example)', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(() => site.close());

  // What the shell forwards when the proxy in front of it is not trusted: its own host, http.
  const viaShell = { ...csrf, 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http', 'sec-fetch-site': 'same-origin' };
  const joinSite = (headers: Record<string, string>, email: string) =>
    site.app.inject({ method: 'POST', url: '/api/waitlist', headers, payload: { postalCode: 'M5V 3L9', email } });

  it('accepts a POST from the public https origin', async () => {
    expect((await joinSite({ ...viaShell, origin: 'https://shop.example' }, 'tls@example.com')).statusCode).toBe(204);
  });

  it('refuses any other origin, even the host the request was addressed to', async () => {
    const response = await joinSite({ ...viaShell, origin: 'http://localhost:3000' }, 'tls-other@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    const logged = await site.db.selectFrom('security_events').select('detail').where('type', '=', 'cross_site_refused').execute();
    expect(logged.map((row) => row.detail)).toContainEqual(expect.objectContaining({ reason: 'the Origin http://localhost:3000 is not https://shop.example' }));
  });
});
