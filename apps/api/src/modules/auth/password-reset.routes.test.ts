import { defaultRateLimits } from '../../config';
import { userIdOf } from '../../test-support/job-fixtures';
import { accountMessages, lastAccountMessage } from '../../test-support/account-fixtures';
import { createTestApp, createUser, csrf, login, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** Password reset (docs/accounts.md): a link, single use, for an hour; every session ends. */
let t: TestApp;
let now = new Date(TEST_NOW);
const MINUTE = 60_000;
const rateLimits = { ...defaultRateLimits, passwordResetPerAddress: { limit: 1000, windowSeconds: 3600 } };
beforeAll(async () => {
  t = await createTestApp({ rateLimits }, { now: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date(TEST_NOW + 10 * 24 * 60 * MINUTE);
});

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...csrf, ...(cookie ? { cookie } : {}) }, payload });
const askReset = (email: string) => post('/api/auth/password-reset', { email });
const confirm = (token: string, password: string) => post('/api/auth/password-reset/confirm', { token, password });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

async function resetToken(email: string): Promise<string> {
  const message = await lastAccountMessage(t.db, email, 'password_reset');
  if (!message?.payload.secret) throw new Error(`No reset link was sent to ${email}.`);
  return message.payload.secret;
}

describe('POST /api/auth/password-reset', () => {
  it('answers 204 for every email; only a real account gets a link (stored hashed, valid an hour)', async () => {
    const known = await askReset('Customer@Example.com');
    const unknown = await askReset('nobody@example.org');
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(known.body).toBe(unknown.body);
    expect(await accountMessages(t.db, 'nobody@example.org')).toEqual([]);

    const token = await resetToken('customer@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const customer = await userIdOf(t.db, 'customer@example.com');
    const rows = await t.db.selectFrom('password_resets').selectAll().where('user_id', '=', customer).execute();
    expect(rows).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), user_id: customer, created_at: now, expires_at: new Date(now.getTime() + 60 * MINUTE), used_at: null }]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const events = await t.db.selectFrom('security_events').select('type').where('user_id', '=', customer).where('type', '=', 'password_reset_requested').execute();
    expect(events).toHaveLength(1);
  });

  it('is limited per email: a few links an hour reach one inbox', async () => {
    for (let i = 0; i < 3; i += 1) expect((await askReset('manager@example.com')).statusCode).toBe(204);
    const refused = await askReset('manager@example.com');
    expect(refused.statusCode).toBe(429);
    expect(await accountMessages(t.db, 'manager@example.com', 'password_reset')).toHaveLength(3);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password, ends every session, refuses the old password, tells the owner, and works once', async () => {
    const email = 'provider@example.com';
    const sessions = [await loginAs(t.app, email), await loginAs(t.app, email)];
    await askReset(email);
    const token = await resetToken(email);

    const response = await confirm(token, 'copper-meadow-lantern');
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    for (const cookie of sessions) expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(t.app, email)).statusCode).toBe(401);
    expect((await login(t.app, email, 'copper-meadow-lantern')).statusCode).toBe(200);
    const userId = await userIdOf(t.db, email);
    expect(await accountMessages(t.db, email, 'password_changed')).toEqual([{ template: 'password_changed', user_id: userId }]);
    const events = await t.db.selectFrom('security_events').select('type').where('user_id', '=', userId).where('type', '=', 'password_reset').execute();
    expect(events).toHaveLength(1);

    const again = await confirm(token, 'another-meadow-lantern');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors).toEqual({ token: ['This link was already used'] });
    expect((await login(t.app, email, 'copper-meadow-lantern')).statusCode).toBe(200);
  });

  it('works for an hour on the app’s clock, then says the link expired', async () => {
    await askReset('admin@example.com');
    const token = await resetToken('admin@example.com');
    now = new Date(now.getTime() + 60 * MINUTE + 1000);
    const late = await confirm(token, 'copper-meadow-lantern');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fieldErrors).toEqual({ token: ['This link has expired: ask for a new one'] });
    expect((await login(t.app, 'admin@example.com')).statusCode).toBe(200);
  });

  it('keeps earlier links valid until one is used; then every other one stops working', async () => {
    const target = 'two.links@example.org';
    await createUser(t.db, { email: target, roles: ['customer'] });
    await askReset(target);
    const first = await resetToken(target);
    now = new Date(now.getTime() + MINUTE);
    await askReset(target);
    const second = await resetToken(target);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'copper-meadow-lantern')).statusCode).toBe(204);
    expect((await confirm(second, 'another-meadow-lantern')).json().error.fieldErrors).toEqual({ token: ['This link was already used'] });
  });

  it('wants the sign-up’s password rules, the account’s name and email counting as guessable', async () => {
    await askReset('customer@example.com');
    const token = await resetToken('customer@example.com');
    const personal = await confirm(token, 'jordanmiller1990');
    expect(personal.statusCode).toBe(400);
    expect(personal.json().error.fieldErrors).toEqual({ password: [expect.stringMatching(/personal or page related data/)] });
    const short = await confirm(token, 'short-one');
    expect(short.json().error.fieldErrors).toEqual({ password: ['Use at least 12 characters'] });
    // Refused passwords do not use the link up.
    expect((await confirm(token, 'copper-meadow-lantern')).statusCode).toBe(204);
  });

  it('says a made-up link is not valid', async () => {
    const response = await confirm('B'.repeat(43), 'copper-meadow-lantern');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ token: ['This link is not valid: ask for a new one'] });
  });
});

describe('changing the password (logged in)', () => {
  it('also emails the account that its password changed, and ends its unused reset links', async () => {
    await createUser(t.db, { email: 'changer@example.org', roles: ['customer'] });
    await askReset('changer@example.org');
    const token = await resetToken('changer@example.org');
    const cookie = await loginAs(t.app, 'changer@example.org');
    const changed = await post('/api/auth/password', { currentPassword: 'handyhub-demo', newPassword: 'orbit-lantern-kitchen' }, cookie);
    expect(changed.statusCode).toBe(204);
    expect(await accountMessages(t.db, 'changer@example.org', 'password_changed')).toHaveLength(1);
    expect((await confirm(token, 'copper-meadow-lantern')).json().error.fieldErrors).toEqual({ token: ['This link was already used'] });
  });
});
