import { createTestApp, createUser, csrf, login, loginAs, sessionCookieOf, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { ...csrf, cookie }, payload });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('POST /api/auth/password', () => {
  it('changes the password, ends every other session of the user, and gives this one a new id', async () => {
    const laptop = await loginAs(t.app, 'customer@example.com');
    const phone = await loginAs(t.app, 'customer@example.com');
    const admin = await loginAs(t.app, 'admin@example.com');
    const response = await change(laptop, { currentPassword: 'handyhub-demo', newPassword: 'a-brand-new-secret' });
    expect(response.statusCode).toBe(204);
    const rotated = sessionCookieOf(response)!;
    expect(rotated).toMatch(/^hh_session=[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(laptop);
    expect((await me(rotated)).json().user.email).toBe('customer@example.com');
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await login(t.app, 'customer@example.com', 'handyhub-demo')).statusCode).toBe(401);
    expect((await login(t.app, 'customer@example.com', 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a field error, and changes nothing', async () => {
    const cookie = await loginAs(t.app, 'manager@example.com');
    const other = await loginAs(t.app, 'manager@example.com');
    const response = await change(cookie, { currentPassword: 'not-it', newPassword: 'another-new-secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ currentPassword: ['This is not your current password'] });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(t.app, 'manager@example.com', 'handyhub-demo')).statusCode).toBe(200);
  });

  it('checks the new password like sign-up does', async () => {
    const cookie = await loginAs(t.app, 'admin@example.com');
    const tooShort = await change(cookie, { currentPassword: 'handyhub-demo', newPassword: 'short' });
    expect(tooShort.json().error.fieldErrors).toEqual({ newPassword: ['Use at least 12 characters'] });
    const same = await change(cookie, { currentPassword: 'handyhub-demo', newPassword: 'handyhub-demo' });
    expect(same.json().error.fieldErrors).toEqual({ newPassword: ['Choose a password different from the current one'] });
    const common = await change(cookie, { currentPassword: 'handyhub-demo', newPassword: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fieldErrors.newPassword).toEqual([expect.stringMatching(/commonly used password/)]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/password', headers: csrf, payload: { currentPassword: 'x', newPassword: 'yyyyyyyyyyyy' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('guessing the current password', () => {
  const email = 'guarded@example.com';
  beforeAll(() => createUser(t.db, { email, roles: ['customer'] }));

  it('is limited per session: the sixth wrong guess in 15 minutes is 429; the owner’s other session is not blocked', async () => {
    const stolen = await loginAs(t.app, email);
    const owners = await loginAs(t.app, email);
    for (let i = 0; i < 5; i += 1) expect((await change(stolen, { currentPassword: `guess-${i}`, newPassword: 'stolen-session-pw-9' })).statusCode).toBe(400);
    const blocked = await change(stolen, { currentPassword: 'handyhub-demo', newPassword: 'stolen-session-pw-9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await change(owners, { currentPassword: 'handyhub-demo', newPassword: 'owner-picks-quilt-harbor' })).statusCode).toBe(204);
  });

  it('cannot be blocked by a stranger failing to log in to the account', async () => {
    const owner = 'targeted@example.com';
    await createUser(t.db, { email: owner, roles: ['customer'] });
    const cookie = await loginAs(t.app, owner);
    for (let i = 0; i < 50; i += 1) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.9', headers: csrf, payload: { email: owner, password: `guess-${i}` } });
    }
    expect((await change(cookie, { currentPassword: 'handyhub-demo', newPassword: 'tangerine-quilt-harbor' })).statusCode).toBe(204);
  });
});
