import { timedOutReason } from '../../i18n/recorded-reasons';
import { insertTestJob } from '../../test-support/job-fixtures';
import { testDeps } from '../../test-support/job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { messagesOf } from '../../test-support/notification-fixtures';
import { bookPlanThroughApi, planCustomer, planOfJob, planProvider, visitsOf } from '../../test-support/plan-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { generatePlanVisits } from './generate-visits';

/** docs/repeat-business.md: the generator makes each visit once, at the plan's local time, with its provider or unassigned with the reason. */
let t: TestApp;
/** One provider for every scenario: each plan is on another weekday or in another season. */
let providerId: string;
const DAY_MS = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  providerId = await planProvider(t);
}, 60_000);
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const utcHours = (visits: Array<{ start_at: Date }>) => visits.map((visit) => new Date(visit.start_at).getUTCHours());

async function makePlan(email: string, start: Date, now: Date, options: { everyWeeks?: 1 | 2 | 4; before?: () => Promise<void> } = {}) {
  t.clock.set(now);
  await options.before?.();
  const customer = await planCustomer(t, email);
  const placed = await bookPlanThroughApi(t, customer.cookie, providerId, start, options);
  expect(placed.statusCode).toBe(201);
  return { customer, planId: await planOfJob(t, placed.json().job.id) };
}

describe('the same wall-clock time across daylight-saving changes', () => {
  it('keeps a weekly 09:00 plan made in October at 09:00 in New York after the November change (13:00 → 14:00 UTC)', async () => {
    // Tuesday 20 October 2026; the first visit Tuesday 27 October, 09:00 EDT.
    const { planId } = await makePlan('autumn@example.com', new Date('2026-10-27T13:00:00Z'), new Date('2026-10-20T16:00:00Z'));
    const visits = await visitsOf(t, planId);
    // Up to 15 December 09:00 EST (14:00 UTC), before the window's end (56 days after 20 October 16:00 UTC).
    expect(visits.map((visit) => visit.plan_occurrence)).toEqual(['2026-10-27', '2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15']);
    expect(utcHours(visits)).toEqual([13, 14, 14, 14, 14, 14, 14, 14]);
    const plan = (await apiCall(t, 'GET', `/api/plans/${planId}`, { cookie: await loginAs(t.app, 'autumn@example.com') })).json().plan;
    expect([plan.weekday, plan.localTime, plan.timeZone]).toEqual([2, '09:00', 'America/New_York']);
  });

  it('and across the March change (14:00 → 13:00 UTC)', async () => {
    // Monday 1 March 2027; the first visit Monday 8 March, 09:00 EST; the clocks go forward on Sunday 14 March.
    const { planId } = await makePlan('spring@example.com', new Date('2027-03-08T14:00:00Z'), new Date('2027-03-01T15:00:00Z'));
    const visits = await visitsOf(t, planId);
    expect(visits.slice(0, 3).map((visit) => visit.plan_occurrence)).toEqual(['2027-03-08', '2027-03-15', '2027-03-22']);
    expect(utcHours(visits)).toEqual([14, ...Array(visits.length - 1).fill(13)]);
  });
});

describe('a visit its provider cannot take', () => {
  let planId: string;
  let customerCookie: string;
  beforeAll(async () => {
    // Wednesdays at 10:00 from 2 December; the provider is booked by someone else on the 9th (09:30–11:30) and off on the 16th.
    const made = await makePlan('conflicted@example.com', new Date('2026-12-02T15:00:00Z'), new Date(TEST_NOW), {
      before: async () => {
        const stranger = (await t.db.selectFrom('users').select('id').where('email', '=', 'customer@example.com').executeTakeFirstOrThrow()).id;
        await insertTestJob(t.db, { customerId: stranger, providerId, marketId: 'nyc', start: new Date('2026-12-09T14:30:00Z'), status: 'confirmed' });
        await t.db.insertInto('provider_time_off').values({ provider_id: providerId, starts_at: new Date('2026-12-16T05:00:00Z'), ends_at: new Date('2026-12-17T05:00:00Z'), reason: 'Away' }).execute();
      },
    });
    planId = made.planId;
    customerCookie = made.customer.cookie;
  });

  it('is made unassigned, with the reason on its timeline; the others keep the provider', async () => {
    const visits = await visitsOf(t, planId);
    expect(visits.map((visit) => [visit.plan_occurrence, visit.status])).toEqual([
      ['2026-12-02', 'requested'],
      ['2026-12-09', 'unassigned'],
      ['2026-12-16', 'unassigned'],
      ['2026-12-23', 'requested'],
      ['2026-12-30', 'requested'],
      ['2027-01-06', 'requested'],
      ['2027-01-13', 'requested'],
    ]);
    const reasons = await t.db.selectFrom('job_events').select(['job_id', 'reason', 'to_status', 'actor_role']).where('job_id', 'in', [visits[1]!.id, visits[2]!.id]).orderBy('job_id').execute();
    expect(reasons.map((event) => [event.job_id, event.to_status, event.actor_role, event.reason])).toEqual(
      expect.arrayContaining([
        [visits[1]!.id, 'unassigned', 'system', 'The plan’s provider has another job at this time.'],
        [visits[2]!.id, 'unassigned', 'system', 'The plan’s provider is off at this time.'],
      ]),
    );
    expect(reasons.map((event) => event.reason)).not.toContain(timedOutReason);
  });

  it('tells the customer and the market’s managers, and shows the reason in the reader’s language', async () => {
    const visits = await visitsOf(t, planId);
    const told = await messagesOf(t, 'visit_unassigned', visits[1]!.id);
    expect(told.map((message) => `${message.email} ${message.channel}`)).toEqual(['conflicted@example.com email', 'conflicted@example.com in_app', 'manager@example.com email', 'manager@example.com in_app']);
    expect(told[0]!.payload).toMatchObject({ event: 'visit_unassigned', reason: 'The plan’s provider has another job at this time.' });
    const german = await t.app.inject({ method: 'GET', url: `/api/plans/${planId}`, headers: { cookie: customerCookie, 'accept-language': 'de' } });
    expect(german.json().plan.visits.slice(1, 3).map((visit: { unassignedReason: string }) => visit.unassignedReason)).toEqual([
      'Der Dienstleister des Plans hat zu dieser Zeit einen anderen Auftrag.',
      'Der Dienstleister des Plans hat zu dieser Zeit frei.',
    ]);
    const queue = (await apiCall(t, 'GET', '/api/markets/nyc/jobs/unassigned', { cookie: await loginAs(t.app, 'manager@example.com') })).json();
    expect(queue.jobs.map((job: { id: string }) => job.id)).toEqual(expect.arrayContaining([visits[1]!.id, visits[2]!.id]));
    await expectReconciled(t);
  });
});

describe('two generators at once', () => {
  it('make each visit once, with one authorisation each, and void none', async () => {
    const { planId } = await makePlan('raced@example.com', new Date('2026-11-30T16:00:00Z'), new Date(TEST_NOW));
    const count = async (query: 'jobs' | 'payments' | 'charges' | 'voided') => {
      if (query === 'jobs') return (await visitsOf(t, planId)).length;
      if (query === 'payments') return (await t.db.selectFrom('payments').innerJoin('jobs', 'jobs.id', 'payments.job_id').select('payments.id').where('jobs.plan_id', '=', planId).execute()).length;
      const charges = t.db.selectFrom('test_gateway_charges').select('id');
      return (await (query === 'voided' ? charges.where('status', '=', 'voided') : charges).execute()).length;
    };
    const before = { jobs: await count('jobs'), payments: await count('payments'), charges: await count('charges'), voided: await count('voided') };
    t.clock.set(TEST_NOW + 21 * DAY_MS);
    const deps = testDeps(t);
    const made = await Promise.all([generatePlanVisits(deps, planId), generatePlanVisits(deps, planId), generatePlanVisits(testDeps(t), planId)]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect({ jobs: await count('jobs'), payments: await count('payments'), charges: await count('charges'), voided: await count('voided') }).toEqual({
      jobs: before.jobs + 3,
      payments: before.payments + 3,
      charges: before.charges + 3,
      voided: before.voided,
    });
    const occurrences = (await visitsOf(t, planId)).map((visit) => visit.plan_occurrence);
    expect(new Set(occurrences).size).toBe(occurrences.length);
    // Run again: nothing more to make.
    expect(await generatePlanVisits(deps, planId)).toBe(0);
    await expectReconciled(t);
  });
});

describe('a card the visit cannot be authorised on', () => {
  it('still makes the visit, without a payment, and tells the customer', async () => {
    const customer = await planCustomer(t, 'declining@example.com');
    const card = (await apiCall(t, 'POST', '/api/payments/test-mode/payment-methods', { cookie: customer.cookie, body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' } })).json();
    const placed = await bookPlanThroughApi(t, customer.cookie, providerId, new Date('2026-12-03T15:00:00Z'), { everyWeeks: 4, paymentMethod: card.id });
    expect(placed.statusCode).toBe(201);
    const planId = await planOfJob(t, placed.json().job.id);
    expect(await visitsOf(t, planId)).toHaveLength(2);
    // The card is declined from now on (expired, blocked…); four weeks later the window reaches the next visit.
    await t.db.updateTable('test_gateway_payment_methods').set({ behaviour: 'decline' }).where('id', '=', card.id).execute();
    t.clock.set(TEST_NOW + 28 * DAY_MS);
    expect(await generatePlanVisits(testDeps(t), planId)).toBe(1);
    const visits = await visitsOf(t, planId);
    const last = visits.at(-1)!;
    expect(last.status).toBe('requested');
    expect(await t.db.selectFrom('payments').select('id').where('job_id', '=', last.id).execute()).toEqual([]);
    const told = await messagesOf(t, 'visit_card_declined', last.id);
    expect(told.map((message) => `${message.email} ${message.channel}`)).toEqual(['declining@example.com email', 'declining@example.com in_app']);
    await expectReconciled(t);
  });
});
