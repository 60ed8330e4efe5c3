import { createTestApp, csrf, loginAs, type TestApp } from '../../test-support/test-app';

/**
 * Refused requests cannot flood the security log (docs/security.md, "The security log"): one
 * row per address, endpoint and reason per minute, with a count; no cookie at all is no event.
 */
const START = Date.parse('2031-04-02T10:15:05Z');
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t.close());

const badCookie = 'hh_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const get = (url: string, address: string, cookie?: string) => t.app.inject({ method: 'GET', url, remoteAddress: address, headers: cookie ? { cookie } : {} });
const post = (url: string, address: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, remoteAddress: address, headers, payload: { postalCode: '94103', email: 'flood@example.com' } });
const rowsFrom = (...addresses: string[]) =>
  t.db.selectFrom('security_events').select(['type', 'address', 'user_id', 'count', 'detail', 'at']).where('address', 'in', addresses).orderBy('id').execute();

describe('refused requests in the security log', () => {
  it('an anonymous visitor without any cookie is no event, whatever endpoint it asks', async () => {
    for (const url of ['/api/jobs', '/api/auth/me', '/api/notifications', '/api/admin/security-events']) expect((await get(url, '198.51.100.20')).statusCode).toBe(401);
    expect(await rowsFrom('198.51.100.20')).toEqual([]);
  });

  it('a session that is not valid: one row per endpoint and minute, counting the requests', async () => {
    for (let i = 0; i < 5; i += 1) expect((await get('/api/jobs', '198.51.100.21', badCookie)).statusCode).toBe(401);
    await get('/api/notifications', '198.51.100.21', badCookie);
    clock = START + 60_000;
    await get('/api/jobs', '198.51.100.21', badCookie);
    clock = START;
    expect((await rowsFrom('198.51.100.21')).map(({ type, count, detail, at }) => ({ type, count, endpoint: detail.endpoint, at: at.toISOString() }))).toEqual([
      { type: 'access_refused', count: 5, endpoint: 'jobs.listMine', at: '2031-04-02T10:15:05.000Z' },
      { type: 'access_refused', count: 1, endpoint: 'notifications.inbox', at: '2031-04-02T10:15:05.000Z' },
      { type: 'access_refused', count: 1, endpoint: 'jobs.listMine', at: '2031-04-02T10:16:05.000Z' },
    ]);
  });

  it('an IPv6 client rotating through its /64 still lands on one row', async () => {
    for (const address of ['2001:db8:5:5::1', '2001:db8:5:5::2', '2001:db8:5:5:abcd::3']) await get('/api/jobs', address, badCookie);
    expect((await rowsFrom('2001:db8:5:5::1', '2001:db8:5:5::2', '2001:db8:5:5:abcd::3')).map(({ address, count }) => ({ address, count }))).toEqual([{ address: '2001:db8:5:5::1', count: 3 }]);
  });

  it('a missing anti-CSRF header and a foreign Origin: one row per kind of reason, however the Origin varies', async () => {
    for (let i = 0; i < 4; i += 1) expect((await post('/api/waitlist', '198.51.100.22', {})).statusCode).toBe(403);
    for (const origin of ['https://evil1.example', 'https://evil2.example', 'https://evil3.example']) await post('/api/waitlist', '198.51.100.22', { ...csrf, origin });
    expect((await rowsFrom('198.51.100.22')).map(({ type, count, detail }) => ({ type, count, reason: detail.reason }))).toEqual([
      { type: 'cross_site_refused', count: 4, reason: 'the x-requested-with header is missing' },
      { type: 'cross_site_refused', count: 3, reason: 'the Origin https://evil1.example is not the addressed host' },
    ]);
  });

  it('made-up paths count as one endpoint', async () => {
    for (let i = 0; i < 3; i += 1) await post(`/api/made-up-${i}`, '198.51.100.23', {});
    expect((await rowsFrom('198.51.100.23')).map(({ count }) => count)).toEqual([3]);
  });

  it('a 403 with a session: one row per person, endpoint and minute', async () => {
    const customer = await loginAs(t.app, 'customer@example.com');
    for (let i = 0; i < 2; i += 1) expect((await get('/api/markets/nyc/settings', '198.51.100.24', customer)).statusCode).toBe(403);
    expect((await rowsFrom('198.51.100.24')).map(({ user_id, count, detail }) => ({ user: user_id !== null, count, status: detail.status }))).toEqual([{ user: true, count: 2, status: 403 }]);
  });
});
