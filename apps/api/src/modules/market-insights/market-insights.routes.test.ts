import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { JobStatus } from '@marketplace/contracts';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';

/**
 * Every KPI and capacity figure against a hand-made market ("kpiville", New York's zone) whose
 * numbers are worked out below. The clock stands on Thursday 20 March 2031, 16:00 in New York:
 * "7 days" is 14–20 March, the previous period 7–13 March — which holds the spring-forward
 * Sunday (9 March), so the available hours cross a daylight-saving change.
 */
const zone = 'America/New_York';
const at = (local: string) => DateTime.fromISO(local, { zone }).toJSDate();
const now = at('2031-03-20T16:00');
const MARKET = 'kpiville';

let t: TestApp;
let admin: string;
let otherManager: string;
let ownManager: string;

const ids: Record<string, string> = {};

async function addProvider(email: string) {
  const userId = await createUser(t.db, { email, roles: ['provider'] });
  const { id } = await t.db.insertInto('providers').values({ user_id: userId, display_name: email, bio_html: '' }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('provider_markets').values({ provider_id: id, market_id: MARKET }).execute();
  return id;
}

interface Fixture {
  provider: 'a' | 'b';
  status: JobStatus | 'held';
  created: string;
  start: string;
  minutes: number;
  totalMinor: number;
  events?: Array<{ at: string; role: 'customer' | 'provider' | 'manager' | 'admin' | 'system'; from: JobStatus | null; to: JobStatus }>;
}

async function addJob(name: string, job: Fixture) {
  const start = at(job.start);
  const end = new Date(start.getTime() + job.minutes * 60_000);
  const { id } = await t.db
    .insertInto('jobs')
    .values({
      market_id: MARKET,
      customer_id: ids.customer!,
      provider_id: ids[job.provider]!,
      status: job.status,
      start_at: start,
      end_at: end,
      blocked: sql<string>`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      hold_expires_at: job.status === 'held' ? end : null,
      ...(job.status === 'held'
        ? {}
        : { address_line1: '1 Test Street', address_city: 'New York', address_postal_code: '10027', description_html: '<p>Test</p>', size: 'medium' as const,
            contact_name: 'Test Person', contact_email: 'test@example.com', contact_phone: '+1 555 0100' }),
      currency: 'USD',
      subtotal_minor: job.totalMinor,
      service_fee_minor: 0,
      tax_minor: 0,
      total_minor: job.totalMinor,
      free_cancellation_hours: 24,
      cancellation_fee_bps: 0,
      free_cancellation_until: new Date(start.getTime() - 24 * 3_600_000),
      created_at: at(job.created),
      updated_at: at(job.created),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[name] = id;
  const events = job.events ?? (job.status === 'held' ? [] : [{ at: job.created, role: 'customer' as const, from: null, to: 'requested' as const }]);
  for (const event of events) {
    await t.db.insertInto('job_events').values({ job_id: id, at: at(event.at), actor_user_id: null, actor_role: event.role, from_status: event.from, to_status: event.to }).execute();
  }
}

const requested = (created: string) => ({ at: created, role: 'customer' as const, from: null, to: 'requested' as const });

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  const nyc = await t.db.selectFrom('markets').selectAll().where('id', '=', 'nyc').executeTakeFirstOrThrow();
  await t.db.insertInto('markets').values({ ...nyc, id: MARKET, name: 'KPI Ville', postal_codes: ['10025', '10026', '10027'], created_at: undefined }).execute();
  ids.customer = await createUser(t.db, { email: 'kpi.customer@example.com', roles: ['customer'] });
  ids.a = await addProvider('kpi.provider.a@example.com');
  ids.b = await addProvider('kpi.provider.b@example.com');
  // A works Mondays 09:00–17:00, B Sundays 01:00–04:00 (on 9 March 02:00–03:00 does not exist).
  await t.db.insertInto('provider_availability').values([
    { provider_id: ids.a, weekday: 1, start_minute: 9 * 60, end_minute: 17 * 60 },
    { provider_id: ids.b, weekday: 7, start_minute: 60, end_minute: 4 * 60 },
  ]).execute();
  // A is off Monday 17 March 12:00–14:00.
  await t.db.insertInto('provider_time_off').values({ provider_id: ids.a, starts_at: at('2031-03-17T12:00'), ends_at: at('2031-03-17T14:00'), reason: 'Dentist' }).execute();

  // Booked this period (created 14–20 March).
  await addJob('j1', { provider: 'a', status: 'completed', created: '2031-03-15T10:00', start: '2031-03-17T09:00', minutes: 120, totalMinor: 10_000,
    events: [requested('2031-03-15T10:00'), { at: '2031-03-15T10:30', role: 'provider', from: 'requested', to: 'confirmed' }, { at: '2031-03-17T11:00', role: 'provider', from: 'in_progress', to: 'completed' }] });
  await addJob('j2', { provider: 'a', status: 'confirmed', created: '2031-03-16T10:00', start: '2031-03-18T10:00', minutes: 60, totalMinor: 5_000,
    events: [requested('2031-03-16T10:00'), { at: '2031-03-16T11:30', role: 'provider', from: 'requested', to: 'confirmed' }] });
  await addJob('j3', { provider: 'a', status: 'cancelled', created: '2031-03-16T12:00', start: '2031-03-19T10:00', minutes: 60, totalMinor: 7_000,
    events: [requested('2031-03-16T12:00'), { at: '2031-03-16T12:10', role: 'provider', from: 'requested', to: 'confirmed' }, { at: '2031-03-17T08:00', role: 'customer', from: 'confirmed', to: 'cancelled' }] });
  await addJob('j4', { provider: 'a', status: 'cancelled', created: '2031-03-17T09:00', start: '2031-03-19T14:00', minutes: 60, totalMinor: 3_000,
    events: [requested('2031-03-17T09:00'), { at: '2031-03-17T09:30', role: 'admin', from: 'requested', to: 'cancelled' }] });
  await addJob('j6', { provider: 'a', status: 'requested', created: '2031-03-18T09:00', start: '2031-03-25T09:00', minutes: 60, totalMinor: 6_000 });
  // A hold is not a booking: in no figure.
  await addJob('j7', { provider: 'b', status: 'held', created: '2031-03-18T09:00', start: '2031-03-20T09:00', minutes: 60, totalMinor: 9_999 });
  // Booked last period (created 7–13 March).
  await addJob('j5', { provider: 'b', status: 'no_show', created: '2031-03-10T10:00', start: '2031-03-15T09:00', minutes: 60, totalMinor: 4_000,
    events: [requested('2031-03-10T10:00'), { at: '2031-03-10T10:20', role: 'provider', from: 'requested', to: 'confirmed' }, { at: '2031-03-15T09:30', role: 'provider', from: 'confirmed', to: 'no_show' }] });
  // Declined after 40 minutes, assigned by a manager, accepted by the next provider after 5.
  await addJob('j8', { provider: 'b', status: 'completed', created: '2031-03-08T10:00', start: '2031-03-11T09:00', minutes: 180, totalMinor: 8_000,
    events: [
      requested('2031-03-08T10:00'),
      { at: '2031-03-08T10:40', role: 'provider', from: 'requested', to: 'unassigned' },
      { at: '2031-03-08T11:00', role: 'manager', from: 'unassigned', to: 'requested' },
      { at: '2031-03-08T11:05', role: 'provider', from: 'requested', to: 'confirmed' },
      { at: '2031-03-11T12:00', role: 'provider', from: 'in_progress', to: 'completed' },
    ] });
  await addJob('j9', { provider: 'a', status: 'cancelled', created: '2031-03-12T08:00', start: '2031-03-12T15:00', minutes: 60, totalMinor: 2_000,
    events: [requested('2031-03-12T08:00'), { at: '2031-03-12T09:00', role: 'provider', from: 'requested', to: 'cancelled' }] });
  await t.db.insertInto('reviews').values([
    { job_id: ids.j1!, rating: 5, comment: null, created_at: at('2031-03-18T08:00') },
    { job_id: ids.j8!, rating: 4, comment: null, created_at: at('2031-03-16T08:00') },
  ]).execute();

  const unmet = (day: string, hour: number | null, postalCode: string | null, searches: number, services = '[{"serviceId":"handyman","quantity":1}]') =>
    sql`(${MARKET}, ${postalCode}, ${services}::jsonb, ${day}::date, ${hour}::smallint, ${searches}, ${at(`${day}T12:00`).toISOString()}::timestamptz, ${at(`${day}T12:00`).toISOString()}::timestamptz)`;
  await sql`insert into unmet_demand (market_id, postal_code, services, searched_on, searched_hour, searches, searched_at, last_searched_at) values ${sql.join([
    unmet('2031-03-16', 18, '10027', 5), // Sunday 18:00
    unmet('2031-03-18', 18, '10027', 3), // Tuesday 18:00
    unmet('2031-03-18', 9, null, 2), // Tuesday 09:00, no postal code
    unmet('2031-03-10', 19, '11201', 4), // last period
    unmet('2031-03-15', null, '10001', 1), // from before hours were kept
  ])}`.execute(t.db);
  await t.db.insertInto('waitlist_entries').values([
    { postal_code: '10099', email: 'near@example.com', created_at: at('2031-03-17T20:30') }, // Monday 20:00, near, not served
    { postal_code: '10027', email: 'served@example.com', created_at: at('2031-03-18T09:15') }, // Tuesday 09:00
    { postal_code: '94110', email: 'far@example.com', created_at: at('2031-03-18T09:15') }, // another area: not counted
    { postal_code: '10099', email: 'old@example.com', created_at: at('2031-03-01T09:15') }, // before the period
  ]).execute();

  await createUser(t.db, { email: 'kpi.manager@example.com', roles: ['manager'], managedMarketIds: [MARKET] });
  ownManager = await loginAs(t.app, 'kpi.manager@example.com');
  otherManager = await loginAs(t.app, 'manager@example.com'); // manages nyc only
  admin = await loginAs(t.app, 'admin@example.com');
}, 60_000);
afterAll(() => t.close());

const kpis = (query: string, cookie = ownManager) => apiCall(t, 'GET', `/api/markets/${MARKET}/insights/kpis${query}`, { cookie });
const capacity = (query: string, cookie = ownManager) => apiCall(t, 'GET', `/api/markets/${MARKET}/insights/capacity${query}`, { cookie });

describe('KPIs', () => {
  it('counts the last 7 days and the 7 before them by the documented definitions', async () => {
    const response = await kpis('?period=7d');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = response.json();
    expect([body.current.from, body.current.to, body.previous.from, body.previous.to]).toEqual(['2031-03-14', '2031-03-20', '2031-03-07', '2031-03-13']);
    expect(body.current.start).toBe('2031-03-14T04:00:00.000Z');
    expect(body.current.values).toEqual({
      booked: 5, // j1 j2 j3 j4 j6 (not the hold j7)
      grossBookingMinor: 31_000,
      completed: 1, // j1: outcomes of the jobs scheduled in the period
      cancelled: 2,
      cancelledBy: { customer: 1, provider: 0, manager: 1, system: 0 }, // j3 by its customer, j4 by an admin (the company)
      noShows: 1, // j5, booked last period, scheduled in this one
      bookedMinutes: 240, // j1 120 + j2 60 + j5 60
      availableMinutes: 540, // A's Monday 480 − 120 time off + B's Sunday 180
      fillRate: 0.4444,
      averageRating: 4.5,
      reviews: 2,
      medianResponseSeconds: 1800, // 10, 30 and 90 minutes
      answers: 3,
      unmetSearches: 11, // 5 + 3 + 2 + 1 (hour unknown)
      // No problem case in this market (docs/problems.md): 0 per 100 jobs, no resolution time.
      problemsReported: 0,
      problemsPer100Jobs: 0,
      medianResolveSeconds: null,
    });
    expect(body.previous.values).toEqual({
      booked: 3,
      grossBookingMinor: 14_000,
      completed: 1,
      cancelled: 1,
      cancelledBy: { customer: 0, provider: 1, manager: 0, system: 0 },
      noShows: 0,
      bookedMinutes: 180,
      availableMinutes: 600, // A's Monday 480 + B's spring-forward Sunday: 01:00–04:00 is two real hours
      fillRate: 0.3,
      averageRating: null,
      reviews: 0,
      medianResponseSeconds: 1200, // 5, 20 and 40 minutes
      answers: 3,
      unmetSearches: 4,
      problemsReported: 0,
      problemsPer100Jobs: 0,
      medianResolveSeconds: null,
    });
  });

  it('gives a daily trend of the period, empty days included', async () => {
    const body = (await kpis('?period=7d')).json();
    expect(body.granularity).toBe('day');
    expect(body.series.map((point: Record<string, unknown>) => [point.label, point.booked, point.completed, point.cancelled, point.grossBookingMinor])).toEqual([
      ['2031-03-14', 0, 0, 0, 0],
      ['2031-03-15', 1, 0, 0, 10_000],
      ['2031-03-16', 2, 0, 0, 12_000],
      ['2031-03-17', 1, 1, 0, 3_000],
      ['2031-03-18', 1, 0, 0, 6_000],
      ['2031-03-19', 0, 0, 2, 0],
      ['2031-03-20', 0, 0, 0, 0],
    ]);
    expect(body.series[0].at).toBe('2031-03-14T04:00:00.000Z');
  });

  it('gives "today" by the hour in the market zone, against yesterday', async () => {
    const body = (await kpis('?period=today', admin)).json();
    expect([body.current.from, body.previous.from, body.granularity, body.series.length]).toEqual(['2031-03-20', '2031-03-19', 'hour', 24]);
    expect(body.series[9]).toMatchObject({ label: '09:00', at: '2031-03-20T13:00:00.000Z', booked: 0 });
    expect(body.previous.values).toMatchObject({ cancelled: 2, booked: 0 });
  });

  it('takes a custom period of market days, and the same number of days before it', async () => {
    const body = (await kpis('?period=custom&from=2031-03-15&to=2031-03-16')).json();
    expect([body.previous.from, body.previous.to]).toEqual(['2031-03-13', '2031-03-14']);
    expect(body.current.values).toMatchObject({ booked: 3, grossBookingMinor: 22_000, noShows: 1, availableMinutes: 180, unmetSearches: 6 });
    expect(body.series).toHaveLength(2);
  });

  it.each([
    ['?period=week', 'period'],
    ['?period=custom', 'from'],
    ['?period=custom&from=2031-03-20&to=2031-03-01', 'to'],
    ['?period=custom&from=2030-01-01&to=2031-03-01', 'to'],
    ['?period=custom&from=2031-02-30&to=2031-03-01', 'from'],
    ['?period=custom&from=yesterday&to=2031-03-01', 'from'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await kpis(query);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('is for the market’s managers and admins only', async () => {
    expect((await kpis('?period=7d', otherManager)).statusCode).toBe(403);
    expect((await kpis('?period=7d', admin)).statusCode).toBe(200);
    expect((await apiCall(t, 'GET', `/api/markets/${MARKET}/insights/kpis`)).statusCode).toBe(401);
    expect((await apiCall(t, 'GET', '/api/markets/atlantis/insights/kpis', { cookie: admin })).statusCode).toBe(404);
  });
});

describe('where capacity is missing', () => {
  it('maps unmet searches and nearby waitlist sign-ups by weekday × hour and ranks postal codes', async () => {
    const response = await capacity('?period=7d');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toEqual({ unmetSearches: 11, unmetSearchesHourUnknown: 1, unmetSearchesNoPostalCode: 2, waitlistSignups: 2 });
    const cells = (grid: number[][]) => grid.flatMap((hours, weekday) => hours.flatMap((count, hour) => (count ? [[weekday, hour, count]] : [])));
    // Index 0 = Monday … 6 = Sunday.
    expect(cells(body.unmetByWeekdayHour)).toEqual([[1, 9, 2], [1, 18, 3], [6, 18, 5]]);
    expect(cells(body.waitlistByWeekdayHour)).toEqual([[0, 20, 1], [1, 9, 1]]);
    expect(body.postalCodes).toEqual([
      { postalCode: '10027', unmetSearches: 8, waitlistSignups: 1, served: true },
      { postalCode: '10001', unmetSearches: 1, waitlistSignups: 0, served: false },
      { postalCode: '10099', unmetSearches: 0, waitlistSignups: 1, served: false },
    ]);
  });

  it('ranks at most `limit` postal codes and refuses more than 50', async () => {
    expect((await capacity('?period=7d&limit=1')).json().postalCodes).toHaveLength(1);
    expect((await capacity('?period=7d&limit=51')).statusCode).toBe(400);
    expect((await capacity('?period=custom&from=2031-03-20')).statusCode).toBe(400);
  });

  it('is for the market’s managers and admins only', async () => {
    expect((await capacity('', otherManager)).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', '/api/markets/atlantis/insights/capacity', { cookie: admin })).statusCode).toBe(404);
  });
});
