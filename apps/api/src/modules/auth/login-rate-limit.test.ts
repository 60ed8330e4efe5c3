import { createTestApp, createUser, csrf, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A login as the site's proxy forwards it: the client's address in X-Forwarded-For. */
const attempt = (email: string, password: string, clientAddress = '198.51.100.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...csrf, 'x-forwarded-for': clientAddress },
    payload: { email, password },
  });

describe('login rate limiting (stored in the database)', () => {
  it('blocks an account after 5 failed attempts in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('provider@example.com', 'wrong-password')).statusCode).toBe(401);
    const blocked = await attempt('provider@example.com', 'handyhub-demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Try again in 15 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.json().error.retryAfterSeconds);
    expect(blocked.json().error.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // From another address too: the account is what is protected.
    expect((await attempt('provider@example.com', 'handyhub-demo', '198.51.100.99')).statusCode).toBe(429);
  });

  it('opens again once the oldest failure leaves the window', async () => {
    await t.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 16 * 60 * 1000) })
      .where('key', '=', 'provider@example.com')
      .execute();
    expect((await attempt('provider@example.com', 'handyhub-demo')).statusCode).toBe(200);
  });

  it('forgives the account after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('admin@example.com', 'wrong-password', '198.51.100.20');
    expect((await attempt('admin@example.com', 'handyhub-demo', '198.51.100.20')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt('admin@example.com', 'wrong-password', '198.51.100.20')).statusCode).toBe(401);
    expect((await attempt('admin@example.com', 'handyhub-demo', '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts unknown emails like real ones, so the limit reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('ghost@example.com', 'whatever-it-is', '198.51.100.30');
    expect((await attempt('ghost@example.com', 'whatever-it-is', '198.51.100.30')).statusCode).toBe(429);
  });

  it('blocks a client address after 30 failed attempts across accounts, and only that address', async () => {
    const spray = '192.0.2.66';
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(`victim${i}@example.com`, 'Summer2026!', spray)).statusCode).toBe(401);
    }
    await createUser(t.db, { email: 'fresh@example.com', roles: ['customer'] });
    const blocked = await attempt('fresh@example.com', 'handyhub-demo', spray);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt('fresh@example.com', 'handyhub-demo', '192.0.2.67')).statusCode).toBe(200);
  });

  it('takes the address from X-Forwarded-For only when the proxy sent it', async () => {
    // A client on another host cannot pick a fresh address per request by sending the header.
    for (let i = 0; i < 30; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.5',
        headers: { ...csrf, 'x-forwarded-for': `10.0.${i}.1` },
        payload: { email: `nobody${i}@example.com`, password: 'guess-guess' },
      });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.5',
      headers: { ...csrf, 'x-forwarded-for': '10.9.9.9' },
      payload: { email: 'customer@example.com', password: 'handyhub-demo' },
    });
    expect(blocked.statusCode).toBe(429);
  });
});
