import { lastAccountMessage } from '../../test-support/account-fixtures';
import { userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, login, loginAs, type TestApp } from '../../test-support/test-app';

/** Disabling and enabling an account (docs/admin.md, "Disabling an account"). */
let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
  adminId = await userIdOf(t.db, 'admin@example.com');
});
afterAll(() => t.close());

const disable = (userId: string, cookie = admin) => apiCall(t, 'POST', `/api/admin/users/${userId}/disable`, { cookie, body: { reason: 'Fraud report 42' } });
const enable = (userId: string) => apiCall(t, 'POST', `/api/admin/users/${userId}/enable`, { cookie: admin, body: { reason: 'Cleared' } });
const me = (cookie: string) => apiCall(t, 'GET', '/api/auth/me', { cookie });
const sessionsOf = (userId: string) => t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();

describe('POST /api/admin/users/:userId/disable', () => {
  it('ends every session at once, refuses login (after the password), and logs who and why', async () => {
    const id = await createUser(t.db, { email: 'dana.disabled@example.com', roles: ['customer'] });
    const phone = await loginAs(t.app, 'dana.disabled@example.com');
    const laptop = await loginAs(t.app, 'dana.disabled@example.com');
    expect((await me(phone)).statusCode).toBe(200);

    const response = await disable(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ disabledAt: expect.any(String), disabledReason: 'Fraud report 42' });
    expect(await sessionsOf(id)).toEqual([]);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);

    const refused = await login(t.app, 'dana.disabled@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/disabled/);
    // A wrong password gets the answer any wrong password gets: the state is not told to strangers.
    const wrong = await login(t.app, 'dana.disabled@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('That email and password do not match an account.');
    expect(await sessionsOf(id)).toEqual([]);

    const events = await t.db.selectFrom('security_events').select(['type', 'detail']).where('user_id', '=', id).where('type', 'in', ['account_disabled', 'login_failed']).orderBy('id').execute();
    expect(events).toEqual([
      { type: 'account_disabled', detail: { reason: 'Fraud report 42', by: adminId, sessionsEnded: 2 } },
      { type: 'login_failed', detail: { reason: 'account disabled' } },
      { type: 'login_failed', detail: { reason: 'wrong password' } },
    ]);
    expect((await disable(id)).statusCode).toBe(409);
  });

  it('a password reset does not enable the account', async () => {
    const id = await createUser(t.db, { email: 'rita.reset@example.com', roles: ['customer'] });
    await disable(id);
    await apiCall(t, 'POST', '/api/auth/password-reset', { body: { email: 'rita.reset@example.com' } });
    const token = (await lastAccountMessage(t.db, 'rita.reset@example.com', 'password_reset'))!.payload.secret!;
    expect((await apiCall(t, 'POST', '/api/auth/password-reset/confirm', { body: { token, password: 'copper-meadow-lantern' } })).statusCode).toBe(204);
    expect((await login(t.app, 'rita.reset@example.com', 'copper-meadow-lantern')).statusCode).toBe(403);
    expect((await t.db.selectFrom('users').select('disabled_at').where('id', '=', id).executeTakeFirstOrThrow()).disabled_at).not.toBeNull();
  });

  it('an admin cannot disable their own account; another admin can be disabled', async () => {
    const own = await disable(adminId);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/your own account/);
    const other = await createUser(t.db, { email: 'otto.admin@example.com', roles: ['admin'] });
    expect((await disable(other)).statusCode).toBe(200);
  });

  it('is for admins only, and 404 for an unknown person', async () => {
    const id = await createUser(t.db, { email: 'nina.notyours@example.com', roles: ['customer'] });
    expect((await disable(id, await loginAs(t.app, 'manager@example.com'))).statusCode).toBe(403);
    expect((await disable('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const short = await apiCall(t, 'POST', `/api/admin/users/${id}/disable`, { cookie: admin, body: { reason: '' } });
    expect(short.statusCode).toBe(400);
  });
});

describe('POST /api/admin/users/:userId/enable', () => {
  it('lets the person log in again; logged', async () => {
    const id = await createUser(t.db, { email: 'eli.enabled@example.com', roles: ['customer'] });
    await disable(id);
    const response = await enable(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ disabledAt: null, disabledReason: null });
    expect((await login(t.app, 'eli.enabled@example.com')).statusCode).toBe(200);
    const events = await t.db.selectFrom('security_events').select('detail').where('user_id', '=', id).where('type', '=', 'account_enabled').execute();
    expect(events).toEqual([{ detail: { reason: 'Cleared', by: adminId } }]);
    expect((await enable(id)).statusCode).toBe(409);
  });
});
