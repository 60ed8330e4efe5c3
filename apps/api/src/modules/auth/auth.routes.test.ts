import { createTestApp, csrf, login, loginAs, sessionCookieOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { demoAccount } from '../../seed/demo-accounts';
import { sessionIdOf } from './session-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const sessionRow = (cookie: string) => t.db.selectFrom('sessions').selectAll().where('id', '=', sessionIdOf(tokenOf(cookie))).executeTakeFirst();
const me = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('login and the session cookie', () => {
  it('sets an HttpOnly, SameSite=Lax, site-wide cookie that lasts the session lifetime', async () => {
    const response = await login(t.app, 'Customer@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'customer@example.com', roles: ['customer'] });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^hh_session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; SameSite=Lax; HttpOnly$/);
    const row = await sessionRow(sessionCookieOf(response)!);
    expect(row).toBeDefined();
    expect(row!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.id).not.toBe(tokenOf(sessionCookieOf(response)!));
    expect(row!.expires_at.getTime() - TEST_NOW).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
  });

  it('marks the cookie Secure when the browser came over HTTPS through the proxy', async () => {
    const response = await login(t.app, 'customer@example.com', undefined, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'handyhub.example' });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('does not believe X-Forwarded-Proto from a client that is not the proxy', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.7',
      headers: { ...csrf, 'x-forwarded-proto': 'https' },
      payload: { email: 'customer@example.com', password: 'handyhub-demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await login(t.app, 'customer@example.com', 'not-the-password');
    const unknown = await login(t.app, 'nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('rotates the session at login: a new id, and the session the browser held is deleted', async () => {
    const first = await loginAs(t.app, 'customer@example.com');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...csrf, cookie: first },
      payload: { email: demoAccount('admin').email, password: 'handyhub-demo' },
    });
    const second = sessionCookieOf(again)!;
    expect(second).not.toBe(first);
    expect(await sessionRow(first)).toBeUndefined();
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).json().user.email).toBe('admin@example.com');
  });
});

describe('me', () => {
  it('is 401 without a session, or with a forged one', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('hh_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('UNAUTHENTICATED');
    expect(String(forged.headers['set-cookie'])).toMatch(/^hh_session=; Max-Age=0/);
  });

  it('tells a manager which markets they manage, and a provider their provider id', async () => {
    expect((await me(await loginAs(t.app, 'manager@example.com'))).json().user).toMatchObject({ roles: ['manager'], managedMarketIds: ['nyc'] });
    expect((await me(await loginAs(t.app, 'provider@example.com'))).json().user.providerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects an expired session and deletes it', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    await t.db.updateTable('sessions').set({ expires_at: new Date(TEST_NOW - 1000) }).where('id', '=', sessionIdOf(tokenOf(cookie))).execute();
    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('slides: a session used a day or more after it was last extended lasts the full lifetime again', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const id = sessionIdOf(tokenOf(cookie));
    const soon = new Date(TEST_NOW + 3 * 24 * 3600 * 1000);
    await t.db.updateTable('sessions').set({ expires_at: soon, last_seen_at: new Date(TEST_NOW - 2 * 24 * 3600 * 1000) }).where('id', '=', id).execute();
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^hh_session=[^;]+; Max-Age=1209600;/);
    expect((await sessionRow(cookie))!.expires_at.getTime()).toBeGreaterThan(TEST_NOW + 13.9 * 24 * 3600 * 1000);
    const quiet = await me(cookie);
    expect(quiet.headers['set-cookie']).toBeUndefined();
  });
});

describe('logout', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...csrf, cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(String(response.headers['set-cookie'])).toMatch(/^hh_session=; Max-Age=0; Path=\/; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly$/);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('is idempotent: logging out again, or without a session, is fine', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    for (const headers of [{ cookie }, { cookie }, {}]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...csrf, ...headers } })).statusCode).toBe(204);
    }
  });

  it('needs the CSRF header like every state change', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(await sessionRow(cookie)).toBeDefined();
  });
});
