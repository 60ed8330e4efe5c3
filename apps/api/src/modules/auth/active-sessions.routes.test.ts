import { signUpAndVerify } from '../../test-support/account-fixtures';
import { createTestApp, createUser, csrf, sessionCookieOf, type TestApp } from '../../test-support/test-app';
import { sessionIdOf } from './session-token';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'sessions.owner@example.com', roles: ['customer'] });
  await createUser(t.db, { email: 'sessions.other@example.com', roles: ['customer'] });
});
afterAll(() => t.close());

/** Logs in as a browser would from a given device and address. */
async function logInFrom(email: string, userAgent: string, address: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers: { ...csrf, 'user-agent': userAgent },
    payload: { email, password: 'handyhub-demo' },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response)!;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: { ...csrf, ...(cookie ? { cookie } : {}) } });
const list = (cookie: string) => call('GET', '/api/auth/sessions', cookie);
const me = (cookie: string) => call('GET', '/api/auth/me', cookie);
const revocations = (userId: string) =>
  t.db.selectFrom('security_events').select(['type', 'address', 'detail']).where('user_id', '=', userId).where('type', '=', 'session_revoked').orderBy('id').execute();

async function logOutAll(email: string): Promise<void> {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await t.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
}

describe('listing my sessions', () => {
  it('shows each session with a public id, times, device, address and which one is this', async () => {
    await logOutAll('sessions.owner@example.com');
    const laptop = await logInFrom('sessions.owner@example.com', CHROME_WINDOWS, '203.0.113.10');
    await logInFrom('sessions.owner@example.com', SAFARI_IPHONE, '198.51.100.20');

    const response = await list(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions } = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Chrome 120 on Windows 10', deviceType: 'desktop', address: '203.0.113.10', current: true }),
        expect.objectContaining({ device: 'Safari 17 on iOS 17.1', deviceType: 'mobile', address: '198.51.100.20', current: false }),
      ]),
    );
    const hash = sessionIdOf(laptop.split('=')[1]!);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(JSON.stringify(session)).not.toContain(hash);
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
    }
  });

  it('lists only my own sessions, and needs a session (401)', async () => {
    const other = await logInFrom('sessions.other@example.com', CHROME_WINDOWS, '203.0.113.99');
    const { sessions } = (await list(other)).json();
    expect(sessions.map((session: { address: string }) => session.address)).toEqual(['203.0.113.99']);
    expect((await call('GET', '/api/auth/sessions')).statusCode).toBe(401);
  });
});

describe('logging out one other session', () => {
  it('ends that session at once and records it in the security log', async () => {
    await logOutAll('sessions.owner@example.com');
    const laptop = await logInFrom('sessions.owner@example.com', CHROME_WINDOWS, '203.0.113.10');
    const phone = await logInFrom('sessions.owner@example.com', SAFARI_IPHONE, '198.51.100.20');
    const phoneId = (await list(laptop)).json().sessions.find((session: { current: boolean }) => !session.current).id;

    const response = await call('DELETE', `/api/auth/sessions/${phoneId}`, laptop);
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).json().sessions).toHaveLength(1);

    const { id: userId } = (await me(laptop)).json().user;
    expect(await revocations(userId)).toContainEqual({ type: 'session_revoked', address: '127.0.0.1', detail: { sessionId: phoneId, scope: 'one' } });
  });

  it('answers 404 for someone else\'s session, exactly as for an unknown id, and leaves it alone', async () => {
    const mine = await logInFrom('sessions.owner@example.com', CHROME_WINDOWS, '203.0.113.10');
    const theirs = await logInFrom('sessions.other@example.com', SAFARI_IPHONE, '198.51.100.30');
    const theirId = (await list(theirs)).json().sessions.find((session: { current: boolean }) => session.current).id;

    const foreign = await call('DELETE', `/api/auth/sessions/${theirId}`, mine);
    const unknown = await call('DELETE', `/api/auth/sessions/${UNKNOWN_ID}`, mine);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it('refuses the current session (409: log out instead) and a malformed id (400)', async () => {
    const mine = await logInFrom('sessions.owner@example.com', CHROME_WINDOWS, '203.0.113.10');
    const currentId = (await list(mine)).json().sessions.find((session: { current: boolean }) => session.current).id;
    const current = await call('DELETE', `/api/auth/sessions/${currentId}`, mine);
    expect(current.statusCode).toBe(409);
    expect((await me(mine)).statusCode).toBe(200);
    const malformed = await call('DELETE', '/api/auth/sessions/not-an-id', mine);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fieldErrors).toHaveProperty('sessionId');
  });
});

describe('logging out everywhere else', () => {
  it('ends every other session of mine, keeps this one and other people\'s, and says how many', async () => {
    await logOutAll('sessions.owner@example.com');
    const here = await logInFrom('sessions.owner@example.com', CHROME_WINDOWS, '203.0.113.10');
    const phone = await logInFrom('sessions.owner@example.com', SAFARI_IPHONE, '198.51.100.20');
    const tablet = await logInFrom('sessions.owner@example.com', CHROME_WINDOWS, '198.51.100.21');
    const someoneElse = await logInFrom('sessions.other@example.com', CHROME_WINDOWS, '203.0.113.99');

    const response = await call('POST', '/api/auth/sessions/revoke-others', here);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ revokedCount: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(someoneElse)).statusCode).toBe(200);

    const { id: userId } = (await me(here)).json().user;
    expect(await revocations(userId)).toContainEqual({ type: 'session_revoked', address: '127.0.0.1', detail: { scope: 'others', count: 2 } });
  });
});

describe('signing up', () => {
  it('records the device and address of the session the verified email starts', async () => {
    const { cookie } = await signUpAndVerify(t, { email: 'sessions.new@example.com', address: '192.0.2.5', headers: { 'user-agent': SAFARI_IPHONE } });
    const { sessions } = (await list(cookie)).json();
    expect(sessions).toEqual([expect.objectContaining({ device: 'Safari 17 on iOS 17.1', address: '192.0.2.5', current: true })]);
  });
});
