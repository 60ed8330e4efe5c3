import { userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';

/** People (docs/admin.md): search, one person, roles. Disabling: account-state.routes.test.ts. */
let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
  adminId = await userIdOf(t.db, 'admin@example.com');
});
afterAll(() => t.close());

const eventsOf = (userId: string, type: string) =>
  t.db.selectFrom('security_events').select(['detail', 'email']).where('user_id', '=', userId).where('type', '=', type).orderBy('id').execute();

describe('GET /api/admin/users', () => {
  it('finds people by part of a name or email, any case, a page at a time, never cached', async () => {
    await createUser(t.db, { email: 'percy.people@example.com', name: 'Percy Searchable', roles: ['customer'] });
    for (const q of ['searchable', 'PERCY.PEOPLE@']) {
      const response = await apiCall(t, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { cookie: admin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ page: 1, pageSize: 25, total: 1, items: [{ name: 'Percy Searchable', email: 'percy.people@example.com', roles: ['customer'], disabledAt: null }] });
    }
    const everyone = (await apiCall(t, 'GET', '/api/admin/users', { cookie: admin })).json();
    expect(everyone.total).toBeGreaterThan(25);
    expect(everyone.items).toHaveLength(25);
    const second = (await apiCall(t, 'GET', '/api/admin/users?page=2', { cookie: admin })).json();
    expect(second.items[0].id).not.toBe(everyone.items[0].id);
    // `%` and `_` are letters here, not wildcards.
    expect((await apiCall(t, 'GET', '/api/admin/users?q=%25', { cookie: admin })).json().total).toBe(0);
  });

  it('refuses a search over its bound, and everyone but admins', async () => {
    expect((await apiCall(t, 'GET', `/api/admin/users?q=${'a'.repeat(101)}`, { cookie: admin })).statusCode).toBe(400);
    const manager = await loginAs(t.app, 'manager@example.com');
    expect((await apiCall(t, 'GET', '/api/admin/users', { cookie: manager })).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', '/api/admin/users')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/:userId', () => {
  it('shows roles, markets managed, the provider link, state and recent security events', async () => {
    const providerId = await userIdOf(t.db, 'provider@example.com');
    await loginAs(t.app, 'provider@example.com');
    const response = await apiCall(t, 'GET', `/api/admin/users/${providerId}`, { cookie: admin });
    expect(response.statusCode).toBe(200);
    const person = response.json();
    expect(person).toMatchObject({ id: providerId, roles: expect.arrayContaining(['provider']), providerId: expect.any(String), disabledAt: null, disabledReason: null });
    expect(person.recentEvents[0]).toMatchObject({ type: 'login_succeeded', userId: providerId });
    expect((await apiCall(t, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', { cookie: admin })).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/:userId/roles', () => {
  it('makes someone manager of a market (role and market kept together), then takes it back; each change logged', async () => {
    const id = await createUser(t.db, { email: 'mona.manager@example.com', roles: ['customer'] });
    const granted = await apiCall(t, 'PUT', `/api/admin/users/${id}/roles`, { cookie: admin, body: { admin: false, managedMarketIds: ['nyc'] } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ roles: ['customer', 'manager'], managedMarketIds: ['nyc'] });
    const mona = await loginAs(t.app, 'mona.manager@example.com');
    expect((await apiCall(t, 'GET', '/api/markets/nyc/settings', { cookie: mona })).statusCode).toBe(200);

    const revoked = await apiCall(t, 'PUT', `/api/admin/users/${id}/roles`, { cookie: admin, body: { admin: false, managedMarketIds: [] } });
    expect(revoked.json()).toMatchObject({ roles: ['customer'], managedMarketIds: [] });
    expect((await apiCall(t, 'GET', '/api/markets/nyc/settings', { cookie: mona })).statusCode).toBe(403);
    expect(await eventsOf(id, 'role_granted')).toEqual([{ email: 'mona.manager@example.com', detail: { role: 'manager', marketId: 'nyc', by: adminId } }]);
    expect(await eventsOf(id, 'role_revoked')).toEqual([{ email: 'mona.manager@example.com', detail: { role: 'manager', marketId: 'nyc', by: adminId } }]);
  });

  it('grants and revokes admin; an admin cannot revoke their own', async () => {
    const id = await createUser(t.db, { email: 'ada.admin@example.com', roles: ['customer'] });
    expect((await apiCall(t, 'PUT', `/api/admin/users/${id}/roles`, { cookie: admin, body: { admin: true, managedMarketIds: [] } })).json().roles).toEqual(['customer', 'admin']);
    const ada = await loginAs(t.app, 'ada.admin@example.com');
    const own = await apiCall(t, 'PUT', `/api/admin/users/${id}/roles`, { cookie: ada, body: { admin: false, managedMarketIds: [] } });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/own admin rights/);
    expect((await apiCall(t, 'PUT', `/api/admin/users/${id}/roles`, { cookie: admin, body: { admin: false, managedMarketIds: [] } })).json().roles).toEqual(['customer']);
    expect((await eventsOf(id, 'role_revoked')).map((event) => event.detail)).toEqual([{ role: 'admin', marketId: null, by: adminId }]);
  });

  it('refuses a market that does not exist, and non-admins', async () => {
    const id = await createUser(t.db, { email: 'nora.nomarket@example.com', roles: ['customer'] });
    const unknown = await apiCall(t, 'PUT', `/api/admin/users/${id}/roles`, { cookie: admin, body: { admin: false, managedMarketIds: ['atlantis'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors).toEqual({ managedMarketIds: ['No market atlantis'] });
    const manager = await loginAs(t.app, 'manager@example.com');
    expect((await apiCall(t, 'PUT', `/api/admin/users/${id}/roles`, { cookie: manager, body: { admin: true, managedMarketIds: [] } })).statusCode).toBe(403);
  });
});
