import { defaultRateLimits } from '../../config';
import { userIdOf } from '../../test-support/job-fixtures';
import { signUpAndVerify } from '../../test-support/account-fixtures';
import { createTestApp, createUser, csrf, loginAs, sessionCookieOf, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, waitlistPerAddress: { limit: 1, windowSeconds: 3600 } } });
});
afterAll(() => t.close());

const post = (url: string, address: string, options: { body?: Record<string, unknown>; cookie?: string } = {}) =>
  t.app.inject({ method: 'POST', url, remoteAddress: address, headers: { ...csrf, ...(options.cookie ? { cookie: options.cookie } : {}) }, ...(options.body ? { payload: options.body } : {}) });
const get = (url: string, address: string, cookie?: string) => t.app.inject({ method: 'GET', url, remoteAddress: address, headers: cookie ? { cookie } : {} });
const logIn = (email: string, password: string, address: string) => post('/api/auth/login', address, { body: { email, password } });

/** The log as stored, for one client address (each test uses its own). */
const eventsFrom = (address: string) =>
  t.db.selectFrom('security_events').select(['type', 'user_id', 'email', 'address', 'detail']).where('address', '=', address).orderBy('id').execute();

describe('what is written to the security log', () => {
  it('a login that succeeds, and one that fails (known account or not)', async () => {
    const admin = await userIdOf(t.db, 'admin@example.com');
    await logIn('Admin@Example.com', 'handyhub-demo', '198.51.100.1');
    await logIn('admin@example.com', 'wrong-password', '198.51.100.1');
    await logIn('nobody@example.com', 'wrong-password', '198.51.100.1');
    expect(await eventsFrom('198.51.100.1')).toEqual([
      { type: 'login_succeeded', user_id: admin, email: 'admin@example.com', address: '198.51.100.1', detail: {} },
      { type: 'login_failed', user_id: admin, email: 'admin@example.com', address: '198.51.100.1', detail: { reason: 'wrong password' } },
      { type: 'login_failed', user_id: null, email: 'nobody@example.com', address: '198.51.100.1', detail: { reason: 'unknown email' } },
    ]);
  });

  it('a rate limit hit, once per limit and key while it lasts (any limiter)', async () => {
    for (let i = 0; i < 8; i += 1) await logIn('customer@example.com', 'wrong-password', '198.51.100.2');
    for (let i = 0; i < 3; i += 1) await post('/api/waitlist', '198.51.100.2', { body: { postalCode: '94103', email: `wait${i}@example.com` } });
    const limited = (await eventsFrom('198.51.100.2')).filter((event) => event.type === 'rate_limited');
    expect(limited).toEqual([
      expect.objectContaining({ email: 'customer@example.com', detail: { limit: 'loginPerAccountAndAddress', retryAfterSeconds: expect.any(Number) } }),
      expect.objectContaining({ email: null, detail: { limit: 'waitlistPerAddress', retryAfterSeconds: expect.any(Number) } }),
    ]);
  });

  it('a sign-up (asked, then the email proven), a password change and a logout', async () => {
    const signup = await signUpAndVerify(t, { name: 'Lee Logged', email: 'lee@example.com', password: 'tangerine-quilt-harbor', address: '198.51.100.3' });
    const lee = signup.user.id;
    const changed = await post('/api/auth/password', '198.51.100.3', {
      cookie: signup.cookie,
      body: { currentPassword: 'tangerine-quilt-harbor', newPassword: 'orbit-lantern-kitchen' },
    });
    await post('/api/auth/logout', '198.51.100.3', { cookie: sessionCookieOf(changed)! });
    await post('/api/auth/logout', '198.51.100.3');
    expect((await eventsFrom('198.51.100.3')).map(({ type, user_id }) => ({ type, user_id }))).toEqual([
      { type: 'signup_requested', user_id: null },
      { type: 'signup', user_id: lee },
      { type: 'password_changed', user_id: lee },
      { type: 'logout', user_id: lee },
    ]);
  });

  it('every 401 with a session cookie and every 403 on an endpoint that needs a session, with who and what', async () => {
    const customer = await loginAs(t.app, 'customer@example.com');
    const customerId = await userIdOf(t.db, 'customer@example.com');
    await get('/api/jobs', '198.51.100.4');
    await get('/api/jobs', '198.51.100.4', 'hh_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await get('/api/markets/nyc/settings', '198.51.100.4', customer);
    await get('/api/markets', '198.51.100.4');
    // Asking who is logged in without any session is an answer, not a refusal.
    await get('/api/auth/me', '198.51.100.4');
    // Without any cookie: an anonymous visitor, no event (docs/security.md).
    expect(await eventsFrom('198.51.100.4')).toEqual([
      { type: 'access_refused', user_id: null, email: null, address: '198.51.100.4', detail: { status: 401, endpoint: 'jobs.listMine', method: 'GET', path: '/api/jobs' } },
      {
        type: 'access_refused',
        user_id: customerId,
        email: 'customer@example.com',
        address: '198.51.100.4',
        detail: { status: 403, endpoint: 'markets.settings', method: 'GET', path: '/api/markets/nyc/settings' },
      },
    ]);
  });
});

describe('GET /api/admin/security-events', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin@example.com');
    await createUser(t.db, { email: 'paged@example.com', roles: ['customer'] });
    for (let i = 0; i < 5; i += 1) await logIn('Paged@example.com', `wrong-${i}`, '198.51.100.9');
  });
  const list = (query: string, cookie = admin) => get(`/api/admin/security-events${query}`, '127.0.0.1', cookie);

  it('is for admins only', async () => {
    expect((await list('', await loginAs(t.app, 'manager@example.com'))).statusCode).toBe(403);
    expect((await list('', await loginAs(t.app, 'customer@example.com'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/security-events' })).statusCode).toBe(401);
  });

  it('lists newest first, a page at a time, never cached', async () => {
    const first = await list('?email=PAGED@example.com&pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2, totalEstimate: 5, totalIsExact: true, hasNextPage: true });
    expect(body.events).toEqual([
      expect.objectContaining({ type: 'login_failed', email: 'paged@example.com', address: '198.51.100.9', detail: { reason: 'wrong password' } }),
      expect.objectContaining({ type: 'login_failed' }),
    ]);
    expect(Date.parse(body.events[0].at)).toBeGreaterThanOrEqual(Date.parse(body.events[1].at));
    const last = (await list('?email=paged@example.com&pageSize=2&page=3')).json();
    expect(last.events).toHaveLength(1);
    expect(last.hasNextPage).toBe(false);
    const ids = [...body.events, ...(await list('?email=paged@example.com&pageSize=2&page=2')).json().events, ...last.events].map((event) => event.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('filters by type and by user', async () => {
    const paged = await userIdOf(t.db, 'paged@example.com');
    const byUser = (await list(`?userId=${paged}`)).json();
    expect(byUser.totalEstimate).toBe(5);
    expect(byUser.events.every((event: { userId: string }) => event.userId === paged)).toBe(true);
    const refusals = (await list('?type=access_refused&pageSize=100')).json();
    expect(refusals.events.length).toBeGreaterThan(0);
    expect(refusals.events.every((event: { type: string }) => event.type === 'access_refused')).toBe(true);
  });

  it('refuses a page too large and filters that cannot be right', async () => {
    expect((await list('?pageSize=101')).json().error.fieldErrors).toHaveProperty('pageSize');
    expect((await list(`?email=${'a'.repeat(250)}@x.org`)).json().error.fieldErrors).toHaveProperty('email');
    expect((await list('?type=everything')).json().error.fieldErrors).toHaveProperty('type');
    expect((await list('?userId=42')).json().error.fieldErrors).toHaveProperty('userId');
  });
});
