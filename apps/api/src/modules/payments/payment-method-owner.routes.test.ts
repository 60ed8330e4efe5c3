import { randomUUID } from 'node:crypto';
import { clearBlockingJobs } from '../../test-support/job-fixtures';
import { bookThroughApi, completeThroughApi } from '../../test-support/money-fixtures';
import { apiCall, createUser, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { testPaymentMethods } from './test-gateway';

/** A card entered by one person pays for nobody else's booking (docs/payments.md, "Payment methods"). */
let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let stranger: string;
let provider: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  await createUser(t.db, { email: 'card-owner@example.com', roles: ['customer'] });
  customer = await loginAs(t.app, 'customer@example.com');
  stranger = await loginAs(t.app, 'card-owner@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());

const enterCard = async (cookie: string) => {
  const response = await apiCall(t, 'POST', '/api/payments/test-mode/payment-methods', { cookie, body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};
const notFound = { code: 'VALIDATION_FAILED', message: 'Payment method not found.', fieldErrors: { paymentMethod: ['Payment method not found'] } };
const chargesOn = (method: string) => t.db.selectFrom('test_gateway_charges').select('id').where('payment_method_id', '=', method).execute();

describe('a payment method someone else entered', () => {
  it('cannot pay for a booking: 400 "Payment method not found", no job, nothing held on the card', async () => {
    const theirs = await enterCard(stranger);
    const { placed, holdId } = await bookThroughApi(t, customer, maria, { paymentMethod: theirs, afterDays: 2 });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().error).toEqual(notFound);
    expect(await chargesOn(theirs)).toEqual([]);
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', holdId).executeTakeFirstOrThrow()).status).toBe('held');
  });

  it('cannot pay an open invoice from the job page', async () => {
    const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.captureFails, afterDays: 3 });
    const jobId = placed.json().job.id as string;
    await completeThroughApi(t, provider, { jobId, start: start.getTime() }, (at) => (clock = at));
    const theirs = await enterCard(stranger);
    const paid = await apiCall(t, 'POST', `/api/jobs/${jobId}/payment`, { cookie: customer, body: { paymentMethod: theirs, idempotencyKey: randomUUID() } });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().error).toEqual(notFound);
    expect(await chargesOn(theirs)).toEqual([]);
    expect((await apiCall(t, 'GET', `/api/jobs/${jobId}/payment`, { cookie: customer })).json()).toMatchObject({ canPay: true, invoice: { status: 'open' } });

    const mine = await enterCard(customer);
    const own = await apiCall(t, 'POST', `/api/jobs/${jobId}/payment`, { cookie: customer, body: { paymentMethod: mine, idempotencyKey: randomUUID() } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'captured', invoice: { status: 'paid' } });
  });

  it('is refused like one that does not exist, so ids cannot be probed', async () => {
    clock = TEST_NOW;
    const { placed } = await bookThroughApi(t, customer, maria, { paymentMethod: 'pm_test_000000000000000000000000', afterDays: 4 });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().error).toEqual(notFound);
  });

  it('the owner books with it', async () => {
    const mine = await enterCard(customer);
    const { placed } = await bookThroughApi(t, customer, maria, { paymentMethod: mine, afterDays: 5 });
    expect(placed.statusCode).toBe(201);
    expect(await chargesOn(mine)).toHaveLength(1);
  });
});
