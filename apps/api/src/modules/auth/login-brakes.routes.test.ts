import { createTestApp, createUser, csrf, type TestApp } from '../../test-support/test-app';
import { passwordHashGate } from './password-hash-gate';

/**
 * Limits that hold under load (docs/security.md, "Logins under load"): password hashing has a
 * concurrency cap, and a site-wide budget of failed logins slows every failure once it is spent.
 * The app's clock and pause are the test's: nothing is slept to prove anything.
 */
const START = Date.parse('2031-05-06T08:00:10Z');
let clock = START;
const pauses: number[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { passwordHashGate: { concurrency: 1, queue: 0 }, loginFailureBudget: { perMinute: 3, delayMs: 1500 } },
    {
      now: () => new Date(clock),
      pause: async (ms) => {
        pauses.push(ms);
      },
    },
  );
  await createUser(t.db, { email: 'brakes@example.com', roles: ['customer'] });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, headers: csrf, payload: { email, password } });

describe('password hashing under load', () => {
  it('answers 503 with Retry-After when every hashing place and the queue are taken, and gives the attempt back', async () => {
    let release!: () => void;
    const busy = passwordHashGate().run(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = await attempt('brakes@example.com', 'handyhub-demo', '198.51.100.90');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({ code: 'API_UNAVAILABLE', retryAfterSeconds: expect.any(Number) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    release();
    await busy;
    expect((await attempt('brakes@example.com', 'handyhub-demo', '198.51.100.90')).statusCode).toBe(200);
    const counted = await t.db.selectFrom('rate_limit_hits').select('id').where('key', '=', 'brakes@example.com 198.51.100.90').execute();
    expect(counted).toEqual([]);
  });
});

describe('the site-wide budget of failed logins', () => {
  it('once spent, slows every failed login, never a right one, until the minute is over', async () => {
    pauses.length = 0;
    // Three failures on three accounts from three addresses: no per-account or per-address limit is near.
    for (let i = 0; i < 3; i += 1) expect((await attempt(`nobody${i}@example.com`, 'wrong-password', `198.51.100.${100 + i}`)).statusCode).toBe(401);
    expect(pauses).toEqual([]);
    expect((await attempt('nobody9@example.com', 'wrong-password', '198.51.100.109')).statusCode).toBe(401);
    expect(pauses).toEqual([1500]);
    expect((await attempt('brakes@example.com', 'handyhub-demo', '198.51.100.110')).statusCode).toBe(200);
    expect(pauses).toEqual([1500]);
    clock = START + 60_000;
    expect((await attempt('nobody8@example.com', 'wrong-password', '198.51.100.111')).statusCode).toBe(401);
    expect(pauses).toEqual([1500]);
  });
});
