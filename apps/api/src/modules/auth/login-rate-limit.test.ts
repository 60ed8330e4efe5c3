import { buildApp } from '../../app';
import { openPostgres } from '../../db/database';
import { createTestApp, createUser, csrf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A login from a client at `address` (as the API sees it: request.ip). */
const attempt = (email: string, password: string, address = '198.51.100.10', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, headers: csrf, payload: { email, password } });

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});

/** The failures still counted for an account and address (the limiter's own rows). */
const countedFailures = async (email: string, address: string) =>
  (await t.db.selectFrom('rate_limit_hits').select('id').where('rule', '=', 'loginPerAccountAndAddress').where('key', '=', `${email} ${address}`).where('refused', '=', false).execute()).length;

describe('a burst of logins is counted before any password is checked', () => {
  it('checks at most 5 of 100 concurrent wrong passwords for one account; the rest are 429', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => attempt('provider@example.com', 'wrong-password', '198.51.100.1')));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 95 });
    expect((await attempt('provider@example.com', 'handyhub-demo', '198.51.100.1')).statusCode).toBe(429);
  });

  it('a right password inside the burst wipes none of its failures', async () => {
    const passwords = Array.from({ length: 100 }, (_, i) => (i === 2 ? 'handyhub-demo' : 'wrong-password'));
    const responses = await Promise.all(passwords.map((password) => attempt('manager@example.com', password, '198.51.100.2')));
    const { 401: failed = 0, 200: succeeded = 0 } = statuses(responses);
    expect(failed).toBeLessThanOrEqual(5);
    expect(failed + succeeded + (statuses(responses)[429] ?? 0)).toBe(100);
    expect(await countedFailures('manager@example.com', '198.51.100.2')).toBe(failed);
  });

  const onPostgres = process.env.TEST_DB === 'postgres' ? it : it.skip;
  // PGlite is one process by design; on PostgreSQL two API processes share the limits.
  onPostgres('holds across two API processes over one database', async () => {
    const second = openPostgres(t.databaseUrl!, { max: 5 });
    const other = await buildApp(t.config, second);
    try {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attempt('customer@example.com', 'wrong-password', '198.51.100.3', i % 2 ? t.app : other)),
      );
      expect(statuses(responses)).toEqual({ 401: 5, 429: 95 });
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('nobody can lock the owner out', () => {
  it('an attacker address that failed 50 times is refused; the owner logs in from another address', async () => {
    const email = 'locked.out@example.com';
    await createUser(t.db, { email, roles: ['customer'] });
    const attacks = [];
    for (let i = 0; i < 50; i += 1) attacks.push((await attempt(email, `guess-${i}`, '203.0.113.66')).statusCode);
    expect(statuses(attacks.map((statusCode) => ({ statusCode })))).toEqual({ 401: 5, 429: 45 });
    expect((await attempt(email, 'handyhub-demo', '203.0.113.66')).statusCode).toBe(429);
    expect((await attempt(email, 'handyhub-demo', '192.0.2.10')).statusCode).toBe(200);
  });

  it('says when to try again, as "Too many attempts" with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('retry.after@example.com', 'wrong-password', '198.51.100.4');
    const blocked = await attempt('retry.after@example.com', 'wrong-password', '198.51.100.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 15 minutes.', retryAfterSeconds: expect.any(Number) });
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.json().error.retryAfterSeconds);
    expect(blocked.json().error.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it('opens again once the oldest failure leaves the window', async () => {
    await t.db.updateTable('rate_limit_hits').set({ expires_at: new Date(TEST_NOW - 1000) }).where('key', '=', 'provider@example.com 198.51.100.1').execute();
    expect((await attempt('provider@example.com', 'handyhub-demo', '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts unknown emails like real ones, so the limit reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('ghost@example.com', 'whatever-it-is', '198.51.100.30');
    expect((await attempt('ghost@example.com', 'whatever-it-is', '198.51.100.30')).statusCode).toBe(429);
  });
});

describe('what a right password forgives', () => {
  it('only its own attempt: earlier failures stay counted until they leave the window', async () => {
    for (let i = 0; i < 4; i += 1) expect((await attempt('admin@example.com', 'wrong-password', '198.51.100.20')).statusCode).toBe(401);
    expect((await attempt('admin@example.com', 'handyhub-demo', '198.51.100.20')).statusCode).toBe(200);
    expect((await attempt('admin@example.com', 'wrong-password', '198.51.100.20')).statusCode).toBe(401);
    expect((await attempt('admin@example.com', 'handyhub-demo', '198.51.100.20')).statusCode).toBe(429);
  });

  it('so an owner who types the password right is never limited, however often', async () => {
    for (let i = 0; i < 12; i += 1) expect((await attempt('customer@example.com', 'handyhub-demo', '198.51.100.21')).statusCode).toBe(200);
  });
});

describe('per address, across accounts', () => {
  it('blocks a client address after 30 failed attempts on any accounts, and only that address', async () => {
    const spray = '192.0.2.66';
    for (let i = 0; i < 30; i += 1) expect((await attempt(`victim${i}@example.com`, 'Summer2026!', spray)).statusCode).toBe(401);
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

describe('per account, from anywhere: slower, never refused', () => {
  it('past the threshold an account’s logins wait before the password is checked, and still succeed', async () => {
    const slow = await createTestApp({ loginSlowdown: { afterFailures: 3, windowSeconds: 900, firstDelayMs: 400, maxDelayMs: 400 } });
    try {
      const email = 'sprayed@example.com';
      await createUser(slow.db, { email, roles: ['customer'] });
      for (let i = 0; i < 6; i += 1) {
        const response = await attempt(email, 'wrong-password', `203.0.113.${100 + i}`, slow.app);
        expect(response.statusCode).toBe(401);
      }
      // A real wait (the app's pause), measured on the monotonic clock.
      const started = performance.now();
      const owner = await attempt(email, 'handyhub-demo', '192.0.2.200', slow.app);
      expect(owner.statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    } finally {
      await slow.close();
    }
  });
});
