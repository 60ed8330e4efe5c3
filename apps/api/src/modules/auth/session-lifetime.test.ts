import { createTestApp, csrf, login, sessionCookieOf, type TestApp } from '../../test-support/test-app';
import { sessionIdOf } from './session-token';

const DAY_MS = 24 * 3600 * 1000;
const DAY_S = 24 * 3600;

let clock = Date.parse('2027-02-01T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const maxAgeOf = (setCookie: unknown) => Number(/Max-Age=(\d+)/.exec(String(setCookie))?.[1]);
const rowOf = (cookie: string) => t.db.selectFrom('sessions').selectAll().where('id', '=', sessionIdOf(cookie.split('=')[1]!)).executeTakeFirst();

async function logIn(): Promise<string> {
  const response = await login(t.app, 'customer@example.com');
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response)!;
}

describe('the absolute session lifetime (30 days by default)', () => {
  it('ends a session 30 days after login however much it is used; the cookie never outlives it', async () => {
    clock = Date.parse('2027-02-01T09:00:00Z');
    const start = clock;
    const cookie = await logIn();

    clock = start + 10 * DAY_MS; // used: slides to the full 14 idle days (day 24)
    const tenth = await me(cookie);
    expect(tenth.statusCode).toBe(200);
    expect(maxAgeOf(tenth.headers['set-cookie'])).toBe(14 * DAY_S);

    clock = start + 20 * DAY_MS; // 14 more idle days would pass day 30: capped there
    const twentieth = await me(cookie);
    expect(twentieth.statusCode).toBe(200);
    expect(maxAgeOf(twentieth.headers['set-cookie'])).toBe(10 * DAY_S);
    expect((await rowOf(cookie))!.expires_at.getTime()).toBe(start + 30 * DAY_MS);

    clock = start + 29 * DAY_MS; // still valid; no later expiry to hand out
    const late = await me(cookie);
    expect(late.statusCode).toBe(200);
    expect(late.headers['set-cookie']).toBeUndefined();

    clock = start + 30 * DAY_MS + 1000;
    const over = await me(cookie);
    expect(over.statusCode).toBe(401);
    expect(String(over.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(await rowOf(cookie)).toBeUndefined();
  });

  it('still ends a session left unused for the idle lifetime (14 days)', async () => {
    clock = Date.parse('2027-03-01T09:00:00Z');
    const cookie = await logIn();
    clock += 14 * DAY_MS + 1000;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a session whose absolute end has passed even when its stored expiry is later', async () => {
    clock = Date.parse('2027-04-01T09:00:00Z');
    const cookie = await logIn();
    // As if SESSION_MAX_LIFETIME_DAYS had been lowered after the session was extended.
    await t.db.updateTable('sessions').set({ expires_at: new Date(clock + 60 * DAY_MS) }).where('id', '=', sessionIdOf(cookie.split('=')[1]!)).execute();
    clock += 30 * DAY_MS + 1000;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('records "last seen" while a session is used, without sliding it more than once a day', async () => {
    clock = Date.parse('2027-05-01T09:00:00Z');
    const cookie = await logIn();
    clock += 10 * 60 * 1000;
    const response = await me(cookie);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await rowOf(cookie))!.last_seen_at.getTime()).toBe(clock);
  });
});

describe('a maximum lifetime shorter than the idle lifetime', () => {
  it('gives the login cookie a Max-Age of the maximum lifetime', async () => {
    const short = await createTestApp({ sessionMaxLifetimeDays: 7 });
    try {
      const response = await short.app.inject({ method: 'POST', url: '/api/auth/login', headers: csrf, payload: { email: 'customer@example.com', password: 'handyhub-demo' } });
      expect(maxAgeOf(response.headers['set-cookie'])).toBe(7 * DAY_S);
    } finally {
      await short.close();
    }
  });
});
