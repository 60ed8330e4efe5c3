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
