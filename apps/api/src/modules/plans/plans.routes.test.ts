import { MAX_OPEN_PLANS, planDetailSchema } from '@marketplace/contracts';
import { sql } from 'kysely';
import { messagesOf } from '../../test-support/notification-fixtures';
import { bookPlanThroughApi, planCleaning, planCustomer, planOfJob, planProvider, visitsOf } from '../../test-support/plan-fixtures';
import { completeThroughApi } from '../../test-support/money-fixtures';
import { apiCall, createUser, loginAs, type TestApp, createTestApp } from '../../test-support/test-app';
import { expectReconciled } from '../../test-support/ledger-assertions';

/** docs/repeat-business.md: a plan is made by booking with `repeat`; its visits are jobs; it is its customer's alone. */
let t: TestApp;
let providerId: string;
let customer: { userId: string; cookie: string };
let firstJobId: string;
let planId: string;
let placedPlan: unknown;
// Tuesday 1 December 2026, 09:00 in New York: a week after the test world's instant.
const FIRST = new Date('2026-12-01T14:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  providerId = await planProvider(t);
  customer = await planCustomer(t, 'plan.customer@example.com');
  const placed = await bookPlanThroughApi(t, customer.cookie, providerId, FIRST, { everyWeeks: 1 });
  expect(placed.statusCode).toBe(201);
  firstJobId = placed.json().job.id;
  placedPlan = placed.json().job.plan;
  planId = await planOfJob(t, firstJobId);
}, 60_000);
afterAll(() => t.close());

describe('making a plan', () => {
  it('quotes a plan with the market’s discount: 10 % off the lines, the fee and tax on what is left', async () => {
    const quote = (await apiCall(t, 'POST', '/api/markets/nyc/quote', { body: { services: planCleaning, repeat: { everyWeeks: 2 } } })).json();
    const single = (await apiCall(t, 'POST', '/api/markets/nyc/quote', { body: { services: planCleaning } })).json();
    expect(single.discountMinor).toBeUndefined();
    const lines = single.subtotalMinor;
    expect(quote.discountMinor).toBe(Math.floor((lines * 1000 + 5000) / 10_000));
    expect(quote.subtotalMinor).toBe(lines - quote.discountMinor);
    expect(quote.totalMinor).toBeLessThan(single.totalMinor);
  });

  it('books the first visit with the discount and makes the plan from it, at its local weekday and time', async () => {
    const job = (await apiCall(t, 'GET', `/api/jobs/${firstJobId}`, { cookie: customer.cookie })).json();
    expect(job.plan).toEqual({ id: planId, everyWeeks: 1 });
    // The booking's own answer names the plan already: the job page it opens links to it.
    expect(placedPlan).toEqual({ id: planId, everyWeeks: 1 });
    expect(job.price.discountMinor).toBeGreaterThan(0);
    const plan = await t.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ status: 'active', every_weeks: 1, anchor_date: '2026-12-01', weekday: 2, local_time: '09:00', provider_id: providerId, discount_bps: 1000, total_minor: job.price.totalMinor, payment_method_id: 'pm_card_visa', card_last4: '4242' });
  });

  it('makes the visits of the 8-week window at once, each authorised on the plan’s card, as requests to the provider', async () => {
    const visits = await visitsOf(t, planId);
    expect(visits.map((visit) => visit.plan_occurrence)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29', '2027-01-05', '2027-01-12', '2027-01-19']);
    expect(visits.every((visit) => visit.status === 'requested' && visit.provider_id === providerId)).toBe(true);
    expect(visits.map((visit) => new Date(visit.start_at).getUTCHours())).toEqual([14, 14, 14, 14, 14, 14, 14, 14]);
    const payments = await t.db.selectFrom('payments').select('job_id').where('job_id', 'in', visits.map((visit) => visit.id)).where('status', '=', 'authorized').execute();
    expect(payments).toHaveLength(visits.length);
    await expectReconciled(t);
  });

  it('tells the customer (by email: they made it) and the provider, in their settings’ channels', async () => {
    const told = await messagesOf(t, 'plan_created', firstJobId);
    expect(told.map((message) => message.line.replace(/^\S+@example.com/, (email) => (email.startsWith('plan.customer') ? 'customer' : 'provider'))).sort()).toEqual([
      'customer email customer pending',
      'provider email provider pending',
      'provider in_app provider sent',
    ]);
    const requests = await t.db.selectFrom('notifications').select('job_id').where('event', '=', 'booked').where('job_id', 'in', (await visitsOf(t, planId)).map((visit) => visit.id)).execute();
    // The first visit's booking is told as any booking; each visit made after it is a request to the provider alone.
    expect(requests.length).toBeGreaterThan(7);
  });

  it('marks the plan’s jobs on the customer’s and the provider’s lists', async () => {
    const mine = (await apiCall(t, 'GET', '/api/jobs?scope=upcoming&pageSize=50', { cookie: customer.cookie })).json();
    expect(mine.jobs.map((job: { plan: unknown }) => job.plan)).toEqual(Array(8).fill({ id: planId, everyWeeks: 1 }));
    const providerEmail = (await t.db.selectFrom('providers').innerJoin('users', 'users.id', 'providers.user_id').select('users.email').where('providers.id', '=', providerId).executeTakeFirstOrThrow()).email;
    const providerCookie = await loginAs(t.app, providerEmail);
    const requests = (await apiCall(t, 'GET', '/api/provider/requests', { cookie: providerCookie })).json().requests as Array<{ id: string; plan: unknown }>;
    expect(requests.find((job) => job.id === firstJobId)?.plan).toEqual({ id: planId, everyWeeks: 1 });
    const range = `from=${encodeURIComponent(FIRST.toISOString())}&to=${encodeURIComponent(new Date(FIRST.getTime() + 86_400_000).toISOString())}`;
    const calendar = (await apiCall(t, 'GET', `/api/provider/calendar?${range}`, { cookie: providerCookie })).json().jobs as Array<{ id: string; plan: unknown }>;
    expect(calendar.find((job) => job.id === firstJobId)?.plan).toEqual({ id: planId, everyWeeks: 1 });
  });
});

describe('reading plans', () => {
  it('lists the caller’s plans with the next visit, and shows one with its visits, price and card', async () => {
    const list = (await apiCall(t, 'GET', '/api/plans', { cookie: customer.cookie })).json();
    expect(list.plans).toEqual([expect.objectContaining({ id: planId, status: 'active', everyWeeks: 1, weekday: 2, localTime: '09:00', timeZone: 'America/New_York', nextVisit: { jobId: firstJobId, start: FIRST.toISOString() }, discountBps: 1000 })]);
    const response = await apiCall(t, 'GET', `/api/plans/${planId}`, { cookie: customer.cookie });
    expect(response.headers['cache-control']).toBe('no-store');
    const plan = planDetailSchema.parse(response.json().plan);
    expect(plan.visits).toHaveLength(8);
    expect(plan.visits[0]).toEqual({ jobId: firstJobId, start: FIRST.toISOString(), end: expect.any(String), status: 'requested', providerName: expect.any(String), skipped: false, moved: false, unassignedReason: null });
    expect(plan.price.discountMinor).toBeGreaterThan(0);
    expect(plan.card).toEqual({ brand: 'Visa', last4: '4242' });
    expect(plan.can).toEqual({ change: true, pause: true, resume: false, end: true });
  });

  it('names the services in the reader’s language', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/plans/${planId}`, headers: { cookie: customer.cookie, 'accept-language': 'de' } });
    expect(response.json().plan.services[0].name).toBe('Wohnungsreinigung');
  });

  it('is its customer’s alone: anyone else, managers and admins included, is told it does not exist', async () => {
    const other = await planCustomer(t, 'someone.else@example.com');
    for (const cookie of [other.cookie, await loginAs(t.app, 'manager@example.com'), await loginAs(t.app, 'admin@example.com')]) {
      expect((await apiCall(t, 'GET', `/api/plans/${planId}`, { cookie })).statusCode).toBe(404);
      expect((await apiCall(t, 'POST', `/api/plans/${planId}/pause`, { cookie })).statusCode).toBe(404);
    }
    expect((await apiCall(t, 'GET', '/api/plans', { cookie: other.cookie })).json()).toEqual({ plans: [] });
  });

  it('shows a market’s plans to its managers: counts, the share of jobs from plans, newest first', async () => {
    const nyc = (await apiCall(t, 'GET', '/api/markets/nyc/plans', { cookie: await loginAs(t.app, 'manager@example.com') })).json();
    expect(nyc.counts).toEqual({ active: 2, paused: 0, ended: 0 });
    expect(nyc.plans[0]).toMatchObject({ id: planId, customerName: 'plan.customer', everyWeeks: 1, nextVisit: { jobId: firstJobId } });
    expect(nyc.planJobShareBps).toBe(0); // no plan visit started in the last 28 days yet
    expect(nyc.nextCursor).toBeNull();
    await createUser(t.db, { email: 'manager.sydney@example.com', roles: ['manager'], managedMarketIds: ['sydney'] });
    expect((await apiCall(t, 'GET', '/api/markets/nyc/plans', { cookie: await loginAs(t.app, 'manager.sydney@example.com') })).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', '/api/markets/nyc/plans', { cookie: customer.cookie })).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', '/api/markets/atlantis/plans', { cookie: await loginAs(t.app, 'admin@example.com') })).statusCode).toBe(404);
  });
});

describe('a plan’s visit', () => {
  it('moved on its own (the job’s reschedule) stays the plan’s, marked moved', async () => {
    const second = (await visitsOf(t, planId))[1]!;
    const slots = (await apiCall(t, 'POST', `/api/jobs/${second.id}/reschedule/slots`, { cookie: customer.cookie })).json();
    const start = slots.days[0].slots[0].start as string;
    expect((await apiCall(t, 'POST', `/api/jobs/${second.id}/reschedule`, { cookie: customer.cookie, body: { start } })).statusCode).toBe(200);
    const visit = (await apiCall(t, 'GET', `/api/plans/${planId}`, { cookie: customer.cookie })).json().plan.visits.find((v: { jobId: string }) => v.jobId === second.id);
    expect(visit).toMatchObject({ moved: true, skipped: false, start });
  });

  it('is invoiced on its own with a negative Plan discount line, in each language', async () => {
    const providerEmail = (await t.db.selectFrom('providers').innerJoin('users', 'users.id', 'providers.user_id').select('users.email').where('providers.id', '=', providerId).executeTakeFirstOrThrow()).email;
    await completeThroughApi(t, await loginAs(t.app, providerEmail), { jobId: firstJobId, start: FIRST.getTime() }, (at) => t.clock.set(at));
    const invoice = await t.db.selectFrom('invoices').selectAll().where('job_id', '=', firstJobId).executeTakeFirstOrThrow();
    const discount = invoice.lines.at(-1)!;
    expect(discount).toMatchObject({ description: 'Plan discount', translations: { de: 'Planrabatt' }, unit: 'fee', quantity: 1 });
    expect(discount.amountMinor).toBeLessThan(0);
    expect(invoice.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(invoice.subtotal_minor);
    const german = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: { cookie: customer.cookie, 'accept-language': 'de' } });
    expect(german.json().lines.at(-1)).toMatchObject({ description: 'Planrabatt', amountMinor: discount.amountMinor });
    await expectReconciled(t);
    // The next visits are confirmed from now on: the provider accepted one.
    expect(await t.db.selectFrom('plans').select('status').where('id', '=', planId).executeTakeFirstOrThrow()).toEqual({ status: 'active' });
  });
});

describe('limits', () => {
  it(`keeps at most ${MAX_OPEN_PLANS} plans going per customer: the next booking with repeat is refused before the card is held`, async () => {
    const full = await planCustomer(t, 'many.plans@example.com');
    await sql`insert into plans (customer_id, market_id, provider_id, status, every_weeks, anchor_date, weekday, local_time, duration_minutes, services, address_line1, address_city,
        address_postal_code, description_html, size, contact_name, contact_email, contact_phone, currency, discount_bps, discount_minor, subtotal_minor, service_fee_minor, tax_minor,
        total_minor, commission_bps, free_cancellation_hours, cancellation_fee_bps, payment_method_id, paused_at)
      select ${full.userId}, market_id, provider_id, case when n % 2 = 0 then 'active' else 'paused' end, every_weeks, '2030-01-01', 2, local_time, duration_minutes, services,
        address_line1, address_city, address_postal_code, description_html, size, contact_name, contact_email, contact_phone, currency, discount_bps, discount_minor, subtotal_minor,
        service_fee_minor, tax_minor, total_minor, commission_bps, free_cancellation_hours, cancellation_fee_bps, payment_method_id, case when n % 2 = 0 then null else now() end
      from plans, generate_series(1, ${MAX_OPEN_PLANS}) as n where plans.id = ${planId}`.execute(t.db);
    const charges = async () => (await t.db.selectFrom('test_gateway_charges').select('id').execute()).length;
    const before = await charges();
    const refused = await bookPlanThroughApi(t, full.cookie, providerId, new Date('2026-12-02T15:00:00Z'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`You can keep at most ${MAX_OPEN_PLANS} plans going at once. End one of them (on My jobs) to start another.`);
    expect(await charges()).toBe(before);
    // A one-off booking is still fine.
    await sql`update plans set status = 'ended', ended_at = now(), paused_at = null where customer_id = ${full.userId} and status = 'paused'`.execute(t.db);
    expect((await bookPlanThroughApi(t, full.cookie, providerId, new Date('2026-12-02T15:00:00Z'))).statusCode).toBe(201);
  });

  it('refuses a change that changes nothing asked for, and bounds what it is sent', async () => {
    expect((await apiCall(t, 'PATCH', `/api/plans/${planId}`, { cookie: customer.cookie, body: {} })).statusCode).toBe(400);
    expect((await apiCall(t, 'PATCH', `/api/plans/${planId}`, { cookie: customer.cookie, body: { localTime: '9:00' } })).statusCode).toBe(400);
    expect((await apiCall(t, 'PATCH', `/api/plans/${planId}`, { cookie: customer.cookie, body: { weekday: 8 } })).statusCode).toBe(400);
  });
});
