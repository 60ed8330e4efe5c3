import { sql } from 'kysely';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { TEST_NOW } from '../test-support/test-clock';
import { reconcile } from '../modules/reconciliation';
import { createTestGateway } from '../modules/payments';
import { demoAccounts } from './demo-accounts';
import { marketsForSeed } from './market-data';
import { providerSeeds } from './provider-data';

/** The test template is made by the real seed (only the password hashing is cheaper). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (query: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(query)}`.execute(t.db)).rows[0]!.n;

describe('the demo data', () => {
  it('has 3 live markets in different zones and 1 coming soon', async () => {
    const markets = await t.db.selectFrom('markets').select(['id', 'status', 'time_zone', 'currency']).orderBy('id').execute();
    expect(markets).toEqual([
      { id: 'berlin', status: 'live', time_zone: 'Europe/Berlin', currency: 'EUR' },
      { id: 'nyc', status: 'live', time_zone: 'America/New_York', currency: 'USD' },
      { id: 'sydney', status: 'live', time_zone: 'Australia/Sydney', currency: 'AUD' },
      { id: 'toronto', status: 'coming_soon', time_zone: 'America/Toronto', currency: 'CAD' },
    ]);
  });

  it('offers at least 8 services, priced in every market', async () => {
    expect(await count('services')).toBeGreaterThanOrEqual(8);
    expect(await count('market_services')).toBe((await count('services')) * 4);
  });

  it('has at least 10 providers per live market, each with an account, 2-5 services and weekly hours', async () => {
    const perMarket = await sql<{ market_id: string; n: number }>`select market_id, count(*)::int as n from provider_markets group by market_id order by market_id`.execute(t.db);
    expect(perMarket.rows).toEqual([
      { market_id: 'berlin', n: 12 },
      { market_id: 'nyc', n: 12 },
      { market_id: 'sydney', n: 12 },
    ]);
    const services = await sql<{ n: number }>`select count(*)::int as n from provider_services group by provider_id`.execute(t.db);
    expect(services.rows.every((row) => row.n >= 2 && row.n <= 5)).toBe(true);
    expect(await count("(select distinct provider_id from provider_availability) as p")).toBe(36);
    expect(await count("providers p join users u on u.id = p.user_id where 'provider' = any(u.roles)")).toBe(36);
  });

  it('gives varied hours and ratings, and a few providers without reviews yet', () => {
    const nyc = providerSeeds('nyc', 12, new Date(TEST_NOW));
    expect(new Set(nyc.map((provider) => JSON.stringify(provider.hours))).size).toBeGreaterThanOrEqual(5);
    expect(nyc.some((provider) => provider.ratingCount === 0)).toBe(true);
    for (const provider of nyc) expect(provider.bioHtml).toMatch(/^<p>.*<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>/);
  });

  it('stretches one live market\'s booking horizon past its next daylight-saving change', async () => {
    // Fixed instants, the test world's (the template's), and the machine's own: a real new database is seeded at it.
    for (const now of [new Date('2026-11-22T12:00:00Z'), new Date('2027-05-01T12:00:00Z'), new Date('2027-10-20T12:00:00Z'), new Date(TEST_NOW), new Date()]) {
      const { markets, dst } = marketsForSeed(now);
      expect(dst).not.toBeNull();
      const market = markets.find((candidate) => candidate.id === dst!.marketId)!;
      expect(market.status).toBe('live');
      const horizonEnd = now.getTime() + market.booking_horizon_days * 24 * 3600 * 1000;
      expect(dst!.change.getTime()).toBeGreaterThan(now.getTime());
      expect(dst!.change.getTime()).toBeLessThan(horizonEnd);
    }
    const stored = await t.db.selectFrom('markets').select(['id', 'booking_horizon_days', 'time_zone']).where('status', '=', 'live').execute();
    expect(stored.some((market) => market.booking_horizon_days > 60)).toBe(true);
  });

  it('gives the demo customer a completed job to rate and a confirmed one to come, with timelines', async () => {
    const jobs = await t.db
      .selectFrom('jobs')
      .innerJoin('users', 'users.id', 'jobs.customer_id')
      .innerJoin('providers', 'providers.id', 'jobs.provider_id')
      .select(['jobs.id', 'jobs.status', 'jobs.start_at', 'providers.display_name'])
      .where('users.email', '=', 'customer@example.com')
      // Their plan's visits: below.
      .where('jobs.plan_id', 'is', null)
      .orderBy('jobs.start_at')
      .execute();
    expect(jobs.map((job) => [job.status, job.display_name])).toEqual([['completed', 'Maria Alvarez'], ['confirmed', 'Maria Alvarez']]);
    expect(jobs[0]!.start_at.getTime()).toBeLessThan(TEST_NOW);
    expect(jobs[1]!.start_at.getTime()).toBeGreaterThan(TEST_NOW);
    const events = await t.db.selectFrom('job_events').select(['job_id', 'to_status']).where('job_id', 'in', jobs.map((job) => job.id)).orderBy('at').execute();
    expect(events.filter((event) => event.job_id === jobs[0]!.id).map((event) => event.to_status)).toEqual(['requested', 'confirmed', 'in_progress', 'completed']);
    expect(events.filter((event) => event.job_id === jobs[1]!.id).map((event) => event.to_status)).toEqual(['requested', 'confirmed']);
    expect(await t.db.selectFrom('reviews').select('job_id').where('job_id', 'in', jobs.map((job) => job.id)).execute()).toEqual([]);
  });

  it('gives the demo provider a week of work: requests (one about to expire), accepted jobs, one in progress, rated ones', async () => {
    const jobs = await t.db
      .selectFrom('jobs')
      .innerJoin('providers', 'providers.id', 'jobs.provider_id')
      .innerJoin('users', 'users.id', 'providers.user_id')
      .leftJoin('reviews', 'reviews.job_id', 'jobs.id')
      .select(['jobs.status', 'jobs.respond_by', 'reviews.rating'])
      .where('users.email', '=', 'provider@example.com')
      .where('jobs.plan_id', 'is', null)
      .execute();
    const statuses = jobs.map((job) => job.status).sort();
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'completed', 'confirmed', 'confirmed', 'confirmed', 'in_progress', 'requested', 'requested']);
    const deadlines = jobs.filter((job) => job.status === 'requested').map((job) => job.respond_by!.getTime() - TEST_NOW);
    expect(Math.min(...deadlines)).toBeLessThan(25 * 60_000);
    expect(jobs.filter((job) => job.rating !== null)).toHaveLength(3);
  });

  it('gives the demo provider two tips from her other customers, taken on their cards, and leaves the demo customer’s job to tip', async () => {
    const tips = await t.db
      .selectFrom('tips')
      .innerJoin('payments', 'payments.id', 'tips.payment_id')
      .innerJoin('users as customers', 'customers.id', 'tips.customer_id')
      .innerJoin('providers', 'providers.id', 'tips.provider_id')
      .innerJoin('users as providers_users', 'providers_users.id', 'providers.user_id')
      .select(['customers.email as customer', 'providers_users.email as provider', 'tips.amount_minor', 'payments.status', 'payments.kind'])
      .orderBy('tips.amount_minor')
      .execute();
    expect(tips).toEqual([
      { customer: 'grace.lee@example.com', provider: 'provider@example.com', amount_minor: 1_000, status: 'captured', kind: 'tip' },
      { customer: 'omar.haddad@example.com', provider: 'provider@example.com', amount_minor: 1_500, status: 'captured', kind: 'tip' },
    ]);
    // Through the ledger like any payment: the whole database reconciles with the gateway.
    expect((await reconcile(t.db, createTestGateway(t.db))).problems).toEqual([]);
  });

  it('gives the demo customer a fortnightly cleaning plan with the demo provider, its visits made as the generator makes them', async () => {
    const plans = await t.db
      .selectFrom('plans')
      .innerJoin('users', 'users.id', 'plans.customer_id')
      .innerJoin('providers', 'providers.id', 'plans.provider_id')
      .select(['plans.id', 'plans.status', 'plans.every_weeks', 'plans.weekday', 'plans.local_time', 'plans.discount_bps', 'plans.market_id', 'providers.display_name'])
      .where('users.email', '=', 'customer@example.com')
      .execute();
    expect(plans).toEqual([{ id: expect.any(String), status: 'active', every_weeks: 2, weekday: 4, local_time: '15:00', discount_bps: 1000, market_id: 'nyc', display_name: 'Maria Alvarez' }]);
    const visits = await t.db.selectFrom('jobs').select(['status', 'start_at', 'plan_occurrence', 'discount_minor']).where('plan_id', '=', plans[0]!.id).orderBy('start_at').execute();
    // The first visit (booked and accepted) at least 8 days ahead, then every other Thursday of the 8-week window.
    expect(visits.map((visit) => visit.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
    expect(visits[0]!.start_at.getTime()).toBeGreaterThan(TEST_NOW + 8 * 24 * 3_600_000);
    expect(visits.at(-1)!.start_at.getTime()).toBeLessThan(TEST_NOW + 56 * 24 * 3_600_000);
    expect(visits.map((visit) => visit.plan_occurrence)).toEqual(['2026-12-03', '2026-12-17', '2026-12-31', '2027-01-14']);
    expect(new Set(visits.map((visit) => visit.discount_minor)).size).toBe(1);
    const payments = await t.db.selectFrom('payments').innerJoin('jobs', 'jobs.id', 'payments.job_id').select('payments.status').where('jobs.plan_id', '=', plans[0]!.id).execute();
    expect(payments.map((payment) => payment.status)).toEqual(['authorized', 'authorized', 'authorized', 'authorized']);
  });

  it('gives New York and Berlin six weeks of past jobs in every status, and jobs waiting now', async () => {
    const perStatus = await sql<{ market_id: string; status: string; past: boolean; n: number }>`
      select market_id, status, start_at < ${new Date(TEST_NOW)} as past, count(*)::int as n from jobs
      where market_id in ('nyc', 'berlin') group by 1, 2, 3 order by 1, 2, 3`.execute(t.db);
    const statuses = (marketId: string, past: boolean) => perStatus.rows.filter((row) => row.market_id === marketId && row.past === past);
    for (const marketId of ['nyc', 'berlin']) {
      expect(statuses(marketId, true).map((row) => row.status)).toEqual(expect.arrayContaining(['cancelled', 'completed', 'no_show']));
      expect(statuses(marketId, false).map((row) => row.status)).toEqual(expect.arrayContaining(['requested', 'unassigned']));
    }
    const total = (marketId: string) => perStatus.rows.filter((row) => row.market_id === marketId).reduce((sum, row) => sum + row.n, 0);
    expect(total('nyc')).toBeGreaterThan(200);
    expect(total('berlin')).toBeGreaterThan(60);
    // Every kind of timeline: cancelled by each side, declined and timed out, then reassigned by a manager.
    const steps = await sql<{ step: string }>`select distinct coalesce(from_status, '-') || '>' || to_status || ':' || actor_role as step from job_events`.execute(t.db);
    expect(steps.rows.map((row) => row.step)).toEqual(
      expect.arrayContaining(['confirmed>cancelled:customer', 'confirmed>cancelled:provider', 'confirmed>cancelled:manager', 'requested>unassigned:provider', 'requested>unassigned:system', 'unassigned>requested:manager', 'unassigned>requested:admin', 'confirmed>no_show:provider']),
    );
    expect(await count("reviews r join jobs j on j.id = r.job_id where j.market_id = 'berlin'")).toBeGreaterThan(10);
  });

  it('never has a provider in two places at once, past jobs included', async () => {
    const clashes = await count(`jobs a join jobs b on a.provider_id = b.provider_id and a.id < b.id and a.blocked && b.blocked
      where a.status in ('requested', 'confirmed', 'in_progress', 'completed', 'no_show') and b.status in ('requested', 'confirmed', 'in_progress', 'completed', 'no_show')`);
    expect(clashes).toBe(0);
  });

  it('lets every demo account log in with the demo password', async () => {
    for (const account of demoAccounts) {
      const response = await login(t.app, account.email);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.roles).toEqual([account.role]);
    }
  });
});
