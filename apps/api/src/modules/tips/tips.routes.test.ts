import { randomUUID } from 'node:crypto';
import type { JobRow } from '../../db/schema';
import { insertTestJob, testDeps } from '../../test-support/job-fixtures';
import { authoriseCard, recordAuthorisation } from '../payments/authorise-booking';
import { invoiceEndedJob } from '../payments/job-money';
import { settleJobPayment } from '../payments/settle-payment';
import { testPaymentMethods } from '../payments/test-gateway';
import { jobBalances } from '../../test-support/paid-job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { getTips, postTip, tipBalances, tipBody, tippableJob, tipTestWorld } from '../../test-support/tip-fixtures';

/** Tips (docs/payments.md, "Tips"): who may see and give them, the rules, and the money they move. */
const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let customer: string;
let customerId: string;
let provider: string;
let manager: string;
let berlinManager: string;
let stranger: string;
let maria: string;

beforeAll(async () => {
  ({ t, customer, provider, customerId, maria } = await tipTestWorld());
  manager = await loginAs(t.app, 'manager@example.com');
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  berlinManager = await loginAs(t.app, 'manager.berlin@example.com');
  await createUser(t.db, { email: 'someone.else@example.com', roles: ['customer'] });
  stranger = await loginAs(t.app, 'someone.else@example.com');
});
afterAll(() => t.close());
afterEach(async () => {
  // Whatever a scenario did, the ledger balances and matches the gateway.
  await expectReconciled(t);
});

const job = () => tippableJob(t, customerId, maria);

/** As payAsBooked, with the card that authorises and then fails when the job is captured. */
async function payWithCardThatFailsAtCapture(row: JobRow) {
  const deps = testDeps(t);
  const hold = await authoriseCard(deps, { paymentMethod: testPaymentMethods.captureFails, customer: row.customer_id, amountMinor: row.total_minor, currency: row.currency, idempotencyKey: randomUUID() });
  await t.db.transaction().execute(async (trx) => {
    await recordAuthorisation(trx, row, hold, row.created_at);
    await invoiceEndedJob(trx, row, deps.now());
  });
  await settleJobPayment(deps, row.id);
}

describe('reading a job’s tips', () => {
  it('offers the customer 10, 15 and 20 % in whole dollars, until 30 days after completion', async () => {
    const paid = await job();
    const response = await getTips(t, customer, paid.jobId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    const whole = (percent: number) => Math.max(100, Math.round((paid.totalMinor * percent) / 10_000) * 100);
    expect(body).toEqual({
      mode: 'test',
      currency: 'USD',
      provider: { displayName: expect.any(String) },
      tips: [],
      suggestionsMinor: [...new Set([whole(10), whole(15), whole(20)])],
      maxMinor: paid.totalMinor,
      openUntil: expect.any(String),
      can: { tip: true },
    });
    expect(Date.parse(body.openUntil)).toBeGreaterThan(TEST_NOW);
  });

  it('shows the provider and the market’s managers the tips, never the chance to give one; anyone else gets 404', async () => {
    const paid = await job();
    const given = (await postTip(t, customer, paid.jobId, tipBody(500))).json();
    const asProvider = (await getTips(t, provider, paid.jobId)).json();
    expect(asProvider).toMatchObject({ can: { tip: false }, suggestionsMinor: [], maxMinor: 0 });
    expect(asProvider.tips).toEqual([expect.objectContaining({ id: given.id, amountMinor: 500, status: 'paid', card: null, refundableMinor: 0 })]);
    const asManager = (await getTips(t, manager, paid.jobId)).json();
    expect(asManager.tips).toEqual([expect.objectContaining({ card: { brand: 'Visa', last4: '4242' }, refundableMinor: 500 })]);
    for (const cookie of [stranger, berlinManager]) expect((await getTips(t, cookie, paid.jobId)).statusCode).toBe(404);
    expect((await getTips(t, customer, randomUUID())).statusCode).toBe(404);
  });
});

describe('giving a tip', () => {
  it('takes it on the card at once, all of it owed to the provider, and tells the provider', async () => {
    const paid = await job();
    const response = await postTip(t, customer, paid.jobId, tipBody(1_500));
    expect(response.statusCode).toBe(201);
    const tip = response.json();
    expect(tip).toEqual({ id: expect.any(String), amountMinor: 1_500, currency: 'USD', status: 'paid', refundedMinor: 0, refundableMinor: 0, at: new Date(TEST_NOW).toISOString(), card: { brand: 'Visa', last4: '4242' } });
    // 100 % to the provider: no commission, no fee, no tax; the hold on the card is released.
    expect(await tipBalances(t, tip.id)).toEqual({ gateway_clearing: 1_500, provider_payable: -1_500 });
    const payment = await t.db.selectFrom('payments').innerJoin('tips', 'tips.payment_id', 'payments.id').select(['payments.kind', 'payments.status']).where('tips.id', '=', tip.id).executeTakeFirstOrThrow();
    expect(payment).toEqual({ kind: 'tip', status: 'captured' });
    const told = await t.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id').select(['users.email', 'notifications.channel']).where('notifications.dedupe_key', '=', `tip:${tip.id}`).orderBy('notifications.channel').execute();
    expect(told).toEqual([{ email: 'provider@example.com', channel: 'email' }, { email: 'provider@example.com', channel: 'in_app' }]);
    // The job's own money is what it was: the tip is not the job's payment.
    const money = (await t.app.inject({ method: 'GET', url: `/api/jobs/${paid.jobId}/payment`, headers: { cookie: customer } })).json();
    expect(money).toMatchObject({ status: 'captured', capturedMinor: paid.totalMinor, netMinor: paid.totalMinor, refunds: [] });
    const listed = (await getTips(t, customer, paid.jobId)).json();
    expect(listed).toMatchObject({ tips: [{ id: tip.id, amountMinor: 1_500, status: 'paid' }], maxMinor: paid.totalMinor - 1_500 });
  });

  it('is the customer’s alone: the provider and managers get 403, anyone else 404', async () => {
    const paid = await job();
    expect((await postTip(t, provider, paid.jobId, tipBody(500))).statusCode).toBe(403);
    expect((await postTip(t, manager, paid.jobId, tipBody(500))).statusCode).toBe(403);
    expect((await postTip(t, stranger, paid.jobId, tipBody(500))).statusCode).toBe(404);
    expect((await postTip(t, berlinManager, paid.jobId, tipBody(500))).statusCode).toBe(404);
    expect(await t.db.selectFrom('tips').select('id').where('job_id', '=', paid.jobId).execute()).toEqual([]);
  });

  it('refuses a job that is not completed, and one completed more than 30 days ago (409)', async () => {
    const upcoming = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW + 9 * DAY_MS), status: 'confirmed' });
    const early = await postTip(t, customer, upcoming, tipBody(500));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('A job can be tipped once it is completed.');
    expect((await getTips(t, customer, upcoming)).json()).toMatchObject({ can: { tip: false }, openUntil: null, suggestionsMinor: [] });
    const old = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 40 * DAY_MS), status: 'completed' });
    const late = await postTip(t, customer, old, tipBody(500));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('A job can be tipped for 30 days after it was completed.');
    expect((await getTips(t, customer, old)).json().can).toEqual({ tip: false });
  });

  it('takes at least 1.00 and at most 1000.00 in whole cents (400), and together at most the job’s total (409)', async () => {
    const paid = await job();
    for (const amountMinor of [99, 100_001, 150.5]) {
      const response = await postTip(t, customer, paid.jobId, tipBody(amountMinor));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['amountMinor']);
    }
    expect((await postTip(t, customer, paid.jobId, tipBody(paid.totalMinor - 200))).statusCode).toBe(201);
    const over = await postTip(t, customer, paid.jobId, tipBody(300));
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('At most $2.00 can be tipped for this job now.');
    expect(over.json().error.fieldErrors).toEqual({ amountMinor: ['At most $2.00'] });
    expect((await postTip(t, customer, paid.jobId, tipBody(200))).statusCode).toBe(201);
    expect((await postTip(t, customer, paid.jobId, tipBody(100))).json().error.message).toBe('The tips for this job already add up to its total.');
  });

  it('takes at most 5 tips per job', async () => {
    const paid = await job();
    for (let count = 0; count < 5; count += 1) expect((await postTip(t, customer, paid.jobId, tipBody(100))).statusCode).toBe(201);
    const sixth = await postTip(t, customer, paid.jobId, tipBody(100));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe('This job has received as many tips as it can (5).');
  });

  it('tips once for one key: a double click, a retry, or two requests at the same moment', async () => {
    const paid = await job();
    const body = tipBody(700);
    const first = await postTip(t, customer, paid.jobId, body);
    const again = await postTip(t, customer, paid.jobId, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    const other = tipBody(800);
    const both = await Promise.all([postTip(t, customer, paid.jobId, other), postTip(t, customer, paid.jobId, other)]);
    expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    const rows = await t.db.selectFrom('tips').select('amount_minor').where('job_id', '=', paid.jobId).orderBy('amount_minor').execute();
    expect(rows.map((row) => row.amount_minor)).toEqual([700, 800]);
  });

  it('of two tips at once that together pass the job’s total, one is given', async () => {
    const paid = await job();
    const amount = Math.floor(paid.totalMinor / 2) + 100;
    const answers = await Promise.all([postTip(t, customer, paid.jobId, tipBody(amount)), postTip(t, customer, paid.jobId, tipBody(amount))]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.selectFrom('tips').select('id').where('job_id', '=', paid.jobId).execute()).toHaveLength(1);
  });

  it('answers 402 for a card the bank refuses, before or when the tip is taken, and counts neither as a tip', async () => {
    const paid = await job();
    const declined = await postTip(t, customer, paid.jobId, tipBody(500, { paymentMethod: 'pm_card_chargeDeclined' }));
    expect(declined.statusCode).toBe(402);
    const refused = await postTip(t, customer, paid.jobId, tipBody(500, { paymentMethod: 'pm_card_captureFails' }));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe('Your card was refused when the tip was taken. Please use another card.');
    expect((await getTips(t, customer, paid.jobId)).json()).toMatchObject({ tips: [], maxMinor: paid.totalMinor });
    const failed = await t.db.selectFrom('payments').select(['status', 'kind']).where('job_id', '=', paid.jobId).where('kind', '=', 'tip').execute();
    expect(failed).toEqual([{ status: 'failed', kind: 'tip' }]);
  });

  it('keeps the job’s own payment apart: a job whose capture failed is still paid from the job page with a tip on it', async () => {
    const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 2 * DAY_MS - 5 * 3_600_000), status: 'completed' });
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    await payWithCardThatFailsAtCapture(row);
    expect((await postTip(t, customer, jobId, tipBody(400))).statusCode).toBe(201);
    const pay = (path: string, body?: unknown) => t.app.inject({ method: body ? 'POST' : 'GET', url: `/api/jobs/${jobId}/${path}`, headers: { cookie: customer, 'x-requested-with': 'handyhub' }, ...(body ? { payload: body } : {}) });
    expect((await pay('payment')).json()).toMatchObject({ status: 'failed', canPay: true, capturedMinor: 0 });
    const paidNow = await pay('payment', { paymentMethod: 'pm_card_visa', idempotencyKey: randomUUID() });
    expect(paidNow.json()).toMatchObject({ status: 'captured', capturedMinor: row.total_minor, canPay: false });
    expect((await jobBalances(t, jobId)).gateway_clearing).toBe(row.total_minor + 400);
  });
});

describe('the tip rate limit', () => {
  it('refuses the 11th attempt of an hour with 429', async () => {
    const limited = await createTestApp();
    try {
      const cookie = await loginAs(limited.app, 'customer@example.com');
      // Refused by the rules (not completed): each attempt still counts.
      const upcoming = await insertTestJob(limited.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW + 11 * DAY_MS), status: 'confirmed' });
      const answers = [];
      for (let count = 0; count < 11; count += 1) answers.push((await postTip(limited, cookie, upcoming, tipBody(500))).statusCode);
      expect(answers).toEqual([...Array<number>(10).fill(409), 429]);
    } finally {
      await limited.close();
    }
  });
});
