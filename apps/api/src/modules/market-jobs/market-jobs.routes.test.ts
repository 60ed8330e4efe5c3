import { insertTestHold, insertTestJob, testDeps } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, firstProviderIn, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { iterateMarketJobs } from './market-jobs.repository';
import { csvCell } from './jobs-csv';

const HOUR_MS = 3_600_000;
let t: TestApp;
let manager: string;
let berlinManager: string;
let customerId: string;
let otherCustomerId: string;
let providers: { id: string; name: string }[];
const ids: Record<string, string> = {};

// A window of days far ahead that only this file's jobs use (America/New_York is UTC−4 then).
const window = { from: '2030-06-10', to: '2030-06-14' };
const ny = (local: string) => new Date(`${local}-04:00`);

async function job(name: string, start: Date, options: { status?: 'requested' | 'confirmed' | 'completed' | 'unassigned' | 'cancelled'; provider?: number; customer?: string; services?: { serviceId: string; quantity: number }[] } = {}) {
  const provider = providers[options.provider ?? 0]!;
  const status = options.status ?? 'confirmed';
  const id = await insertTestJob(t.db, { customerId: options.customer ?? customerId, providerId: provider.id, marketId: 'nyc', start, status, services: options.services ?? [{ serviceId: 'home-cleaning', quantity: 2 }] });
  if (status === 'unassigned') await t.db.updateTable('jobs').set({ provider_id: null }).where('id', '=', id).execute();
  ids[name] = id;
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  await createUser(t.db, { email: 'grid.berlin.manager@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  berlinManager = await loginAs(t.app, 'grid.berlin.manager@example.com');
  customerId = await createUser(t.db, { email: 'zelda.quux@example.com', name: 'Zelda Quux', roles: ['customer'] });
  otherCustomerId = await createUser(t.db, { email: 'abel.first@example.com', name: 'Abel First', roles: ['customer'] });
  const first = await firstProviderIn(t.db, 'nyc');
  const second = await firstProviderIn(t.db, 'nyc', [first.id]);
  providers = await Promise.all(
    [first.id, second.id].map(async (id) => ({ id, name: (await t.db.selectFrom('providers').select('display_name').where('id', '=', id).executeTakeFirstOrThrow()).display_name })),
  );
  await job('a', ny('2030-06-10T09:00'), { status: 'confirmed' });
  await job('b', ny('2030-06-11T09:00'), { status: 'requested', provider: 1, customer: otherCustomerId });
  await job('c', ny('2030-06-12T09:00'), { status: 'completed', services: [{ serviceId: 'home-cleaning', quantity: 4 }] });
  await job('d', ny('2030-06-13T09:00'), { status: 'unassigned' });
  // The last minutes of the 14th in New York: already the 15th in UTC, still inside the range.
  await job('late', ny('2030-06-14T23:30'), { status: 'confirmed', provider: 1 });
  // Just after the range.
  await job('after', ny('2030-06-15T00:30'), { status: 'confirmed' });
  await t.db
    .updateTable('jobs')
    .set({ contact_name: '=HYPERLINK("http://evil")', address_line1: '12 Main St, Apt "3"', address_postal_code: '10999' })
    .where('id', '=', ids.c!)
    .execute();
  // A hold in the window is not a job.
  ids.hold = await insertTestHold(t.db, { customerId, providerId: providers[0]!.id, marketId: 'nyc', start: ny('2030-06-11T14:00'), expiresAt: new Date(TEST_NOW + 600_000) });
});
afterAll(() => t.close());

const list = (query: Record<string, string | number>, cookie = manager, market = 'nyc') =>
  apiCall(t, 'GET', `/api/markets/${market}/jobs?${new URLSearchParams(Object.entries({ ...window, ...query }).map(([key, value]): [string, string] => [key, String(value)]))}`, { cookie });
const idsOf = (response: { json(): { jobs: { id: string }[] } }) => response.json().jobs.map((row) => row.id);

describe('GET /api/markets/:marketId/jobs', () => {
  it('lists the market’s jobs in the date range (market-zone days, inclusive), never holds, newest start first by default', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(idsOf(response)).toEqual([ids.late, ids.d, ids.c, ids.b, ids.a]);
    expect(response.json()).toEqual(expect.objectContaining({ total: 5, page: 1, pageSize: 25, timeZone: 'America/New_York' }));
    const row = response.json().jobs.find((candidate: { id: string }) => candidate.id === ids.b);
    expect(row).toEqual(
      expect.objectContaining({
        reference: ids.b!.slice(0, 8).toUpperCase(),
        status: 'requested',
        provider: providers[1],
        customerName: 'Abel First',
        servicesSummary: 'Home cleaning × 2',
        respondBy: null,
        currency: 'USD',
      }),
    );
    expect(response.json().jobs.find((candidate: { id: string }) => candidate.id === ids.d).provider).toBeNull();
  });

  it('filters by several statuses, provider and service, and sorts both ways with a stable order', async () => {
    expect(idsOf(await list({ status: 'confirmed,unassigned', dir: 'asc' }))).toEqual([ids.a, ids.d, ids.late]);
    expect(idsOf(await list({ providerId: providers[1]!.id }))).toEqual([ids.late, ids.b]);
    expect(idsOf(await list({ serviceId: 'home-cleaning', status: 'completed' }))).toEqual([ids.c]);
    expect(idsOf(await list({ serviceId: 'window-cleaning' }))).toEqual([]);
    expect(idsOf(await list({ sort: 'customer', dir: 'asc', status: 'requested,completed' }))).toEqual([ids.b, ids.c]);
    const byTotal = (await list({ sort: 'total', dir: 'desc' })).json().jobs.map((row: { totalMinor: number }) => row.totalMinor);
    expect(byTotal).toEqual([...byTotal].sort((x, y) => y - x));
    expect(idsOf(await list({ sort: 'total', dir: 'desc' }))[0]).toBe(ids.c);
    // Unassigned (no provider) first ascending.
    expect(idsOf(await list({ sort: 'provider', dir: 'asc' }))[0]).toBe(ids.d);
  });

  it('pages without repeating or skipping a row', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, pageSize: 2, sort: 'status', dir: 'asc' })));
    expect(pages.map((page) => page.json().total)).toEqual([5, 5, 5]);
    const seen = pages.flatMap(idsOf);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set([ids.a, ids.b, ids.c, ids.d, ids.late]));
  });

  it('searches customer name and email, contact, address and the job reference; wildcards are literal', async () => {
    expect(idsOf(await list({ q: 'abel fir' }))).toEqual([ids.b]);
    expect(idsOf(await list({ q: 'ABEL.FIRST@' }))).toEqual([ids.b]);
    expect(idsOf(await list({ q: '10999' }))).toEqual([ids.c]);
    expect(idsOf(await list({ q: 'hyperlink' }))).toEqual([ids.c]);
    expect(idsOf(await list({ q: `Reference ${ids.d!.slice(0, 8).toUpperCase()}` }))).toEqual([ids.d]);
    expect(idsOf(await list({ q: ids.late!.slice(0, 8) }))).toEqual([ids.late]);
    expect(idsOf(await list({ q: '%' }))).toEqual([]);
    expect(idsOf(await list({ q: 'nobody-like-this' }))).toEqual([]);
  });

  it('answers 400 with the field for bad input, never 500', async () => {
    for (const [query, field] of [
      [{ pageSize: 101 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ status: 'held' }, 'status'],
      [{ sort: 'password' }, 'sort'],
      [{ dir: 'up' }, 'dir'],
      [{ from: '2030-02-30' }, 'from'],
      [{ from: '2030-06-14', to: '2030-06-10' }, 'to'],
      [{ providerId: 'nope' }, 'providerId'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ] as const) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(Object.keys(response.json().error.fieldErrors ?? {})).toContain(field);
    }
  });

  it('refuses another market’s manager (403), and answers 404 for an unknown market', async () => {
    expect((await list({}, berlinManager)).statusCode).toBe(403);
    expect((await list({}, manager, 'berlin')).statusCode).toBe(403);
    expect((await list({}, manager, 'atlantis')).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', '/api/markets/nyc/jobs')).statusCode).toBe(401);
  });
});

describe('GET /api/markets/:marketId/jobs.csv', () => {
  const csv = (query: Record<string, string>, cookie = manager) =>
    apiCall(t, 'GET', `/api/markets/nyc/jobs.csv?${new URLSearchParams({ ...window, ...query })}`, { cookie });

  it('streams every matching job as an attachment, in the grid’s order, times in the market’s zone, escaped', async () => {
    const response = await csv({ dir: 'asc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="nyc-jobs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    // Streamed: no length known up front.
    expect(response.headers['content-length']).toBeUndefined();
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Reference,Status,Start,End,Booked,Provider,Customer,Contact,Services,Address,Postal code,City,Total,Currency,Job ID');
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual([ids.a, ids.b, ids.c, ids.d, ids.late]);
    expect(lines[5]).toContain(',2030-06-14 23:30,');
    const c = lines[3]!;
    expect(c).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(c).toContain('"12 Main St, Apt ""3"""');
    expect(c).toContain('Home cleaning × 4');
  });

  it('applies the filters, and refuses bad input and other markets’ managers', async () => {
    const response = await csv({ status: 'unassigned' });
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await csv({ sort: 'nope' })).statusCode).toBe(400);
    expect((await csv({}, berlinManager)).statusCode).toBe(403);
  });

  it('reads in keyset batches that together give exactly the sorted set, for every sort', async () => {
    const deps = testDeps(t);
    const scope = { marketId: 'nyc', timeZone: 'America/New_York' };
    for (const sort of ['start', 'created', 'status', 'total', 'provider', 'customer'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const expected = idsOf(await list({ sort, dir }));
        const batches: string[][] = [];
        for await (const batch of iterateMarketJobs(deps.db, scope, { ...window, sort, dir }, 2)) batches.push(batch.map((row) => row.id));
        expect({ sort, dir, ids: batches.flat() }).toEqual({ sort, dir, ids: expected });
        expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
      }
    }
  });

  it('guards cells against formulas and quotes what needs it', () => {
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
  });
});

describe('GET /api/markets/:marketId/jobs/unassigned', () => {
  it('lists unassigned jobs not over a day ago, the earliest first, with time left, overdue flag and why', async () => {
    const soon = await job('soon', new Date(TEST_NOW + 3 * HOUR_MS + 30 * 60_000), { status: 'unassigned' });
    const overdue = await job('overdue', new Date(TEST_NOW - 2 * HOUR_MS), { status: 'unassigned', provider: 1 });
    const stale = await job('stale', new Date(TEST_NOW - 30 * HOUR_MS), { status: 'unassigned', provider: 1 });
    await t.db.insertInto('job_events').values({ job_id: soon, actor_user_id: null, actor_role: 'provider', from_status: 'requested', to_status: 'unassigned', reason: 'Fully booked' }).execute();
    const response = await apiCall(t, 'GET', '/api/markets/nyc/jobs/unassigned', { cookie: manager });
    expect(response.statusCode).toBe(200);
    const jobs = response.json().jobs as { id: string; minutesToStart: number; overdue: boolean; reason: string; reasonText: string | null }[];
    const order = jobs.map((entry) => entry.id);
    expect(order).not.toContain(stale);
    expect(order.indexOf(overdue)).toBeLessThan(order.indexOf(soon));
    expect(order.indexOf(soon)).toBeLessThan(order.indexOf(ids.d!));
    expect(jobs.find((entry) => entry.id === soon)).toEqual(expect.objectContaining({ overdue: false, reason: 'declined', reasonText: 'Fully booked', minutesToStart: expect.any(Number) }));
    expect(jobs.find((entry) => entry.id === soon)!.minutesToStart).toBeGreaterThanOrEqual(208);
    // The fixture's history: requested → unassigned by the system, as when nobody answered in time.
    expect(jobs.find((entry) => entry.id === overdue)).toEqual(expect.objectContaining({ overdue: true, reason: 'timed_out' }));
    expect(jobs.find((entry) => entry.id === overdue)!.minutesToStart).toBeLessThan(0);
    expect(response.json().total).toBe(jobs.length);
    expect((await apiCall(t, 'GET', '/api/markets/nyc/jobs/unassigned', { cookie: berlinManager })).statusCode).toBe(403);
  });
});

describe('GET /api/markets/:marketId/jobs/calendar', () => {
  const calendar = (query: Record<string, string>, cookie = manager) => apiCall(t, 'GET', `/api/markets/nyc/jobs/calendar?${new URLSearchParams(query)}`, { cookie });

  it('answers the jobs overlapping the window, optionally of one provider', async () => {
    const range = { from: ny('2030-06-10T00:00').toISOString(), to: ny('2030-06-15T00:00').toISOString() };
    const all = await calendar(range);
    expect(all.statusCode).toBe(200);
    expect(all.json().jobs.map((entry: { id: string }) => entry.id)).toEqual([ids.a, ids.b, ids.c, ids.d, ids.late]);
    expect(all.json().truncated).toBe(false);
    const one = await calendar({ ...range, providerId: providers[1]!.id });
    expect(one.json().jobs.map((entry: { id: string }) => entry.id)).toEqual([ids.b, ids.late]);
  });

  it('refuses windows over 42 days or backwards (400)', async () => {
    expect((await calendar({ from: '2030-01-01T00:00:00Z', to: '2030-03-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await calendar({ from: '2030-03-01T00:00:00Z', to: '2030-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await calendar({ from: 'yesterday', to: '2030-01-01T00:00:00Z' })).statusCode).toBe(400);
  });
});
