import { randomUUID } from 'node:crypto';
import { applyBasisPoints } from '../booking/prices';
import { clearBlockingJobs, placeBody, testDeps } from '../../test-support/job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { bookThroughApi, completeThroughApi } from '../../test-support/money-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { settleJobPayment } from './settle-payment';
import { testPaymentMethods } from './test-gateway';

/** A job's money through the API: authorised at booking, captured at completion, or released / fee taken at cancellation. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let provider: string;
let stranger: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  await createUser(t.db, { email: 'stranger@example.com', roles: ['customer'] });
  customer = await loginAs(t.app, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  stranger = await loginAs(t.app, 'stranger@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
});
afterEach(async () => {
  clock = TEST_NOW;
  await expectReconciled(t);
});
afterAll(() => t.close());

const paymentOf = (jobId: string, cookie = customer) => apiCall(t, 'GET', `/api/jobs/${jobId}/payment`, { cookie });
const act = (jobId: string, action: string, body: unknown = {}) => apiCall(t, 'POST', `/api/provider/jobs/${jobId}/${action}`, { cookie: provider, body });
const jobRow = (jobId: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();

async function book(paymentMethod: string = testPaymentMethods.visa) {
  const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod, afterDays: 1, now: new Date(clock) });
  expect(placed.statusCode).toBe(201);
  return { jobId: placed.json().job.id as string, start: start.getTime(), total: placed.json().job.price.totalMinor as number };
}

/** Accept, start 20 minutes before, complete two hours after the start (the clock moves). */
const complete = (jobId: string, start: number) => completeThroughApi(t, provider, { jobId, start }, (at) => (clock = at));

async function entriesOf(jobId: string, kind: string) {
  const rows = await t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.account', 'e.amount_minor'])
    .where('t.job_id', '=', jobId)
    .where('t.kind', '=', kind as 'capture')
    .orderBy('e.id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.account, row.amount_minor]));
}

describe('at booking', () => {
  it('authorises the total on the card: the customer sees it held, the provider sees their share and not the card, a stranger nothing', async () => {
    const { jobId, total } = await book();
    const mine = await paymentOf(jobId);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toMatchObject({
      mode: 'test',
      status: 'authorized',
      card: { brand: 'Visa', last4: '4242' },
      authorisedMinor: total,
      capturedMinor: 0,
      canPay: false,
      invoice: null,
      providerEarnings: null,
    });
    expect((await paymentOf(jobId, provider)).json()).toMatchObject({ card: null, providerEarnings: { earnedMinor: 0, commissionMinor: 0 } });
    expect((await paymentOf(jobId, stranger)).statusCode).toBe(404);
    expect(await entriesOf(jobId, 'authorisation')).toEqual({ card_authorisations: total, authorisation_holds: -total });
  });

  it('refuses a declined card with its reason and keeps the hold, so another card books the same time', async () => {
    const first = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.declined, afterDays: 1, now: new Date(clock) });
    expect(first.placed.statusCode).toBe(402);
    expect(first.placed.json().error).toEqual({ code: 'PAYMENT_DECLINED', message: 'Your card was declined. Please use another card.' });
    const hold = await jobRow(first.holdId);
    expect(hold.status).toBe('held');

    const broke = await apiCall(t, 'POST', '/api/jobs', { cookie: customer, body: { ...(await placeAgain(first.holdId, first.key)), paymentMethod: testPaymentMethods.insufficientFunds } });
    expect(broke.json().error.message).toBe('Your card has insufficient funds. Please use another card.');
    const retried = await apiCall(t, 'POST', '/api/jobs', { cookie: customer, body: await placeAgain(first.holdId, first.key) });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().job.id).toBe(first.holdId);
    expect((await paymentOf(first.holdId)).json().status).toBe('authorized');
    expect(await t.db.selectFrom('payments').select('id').where('job_id', '=', first.holdId).execute()).toHaveLength(1);
  });

  it('authorises once however often the same confirm is sent', async () => {
    const { placed, holdId, key } = await bookThroughApi(t, customer, maria, { afterDays: 1, now: new Date(clock) });
    const again = await Promise.all([1, 2, 3].map(async () => apiCall(t, 'POST', '/api/jobs', { cookie: customer, body: await placeAgain(holdId, key) })));
    expect(again.map((response) => response.json().job.id)).toEqual([holdId, holdId, holdId]);
    expect(placed.statusCode).toBe(201);
    expect(await t.db.selectFrom('payments').select('id').where('job_id', '=', holdId).execute()).toHaveLength(1);
  });
});

/** The body of a confirm for an existing hold and key (the fixture's default details). */
const placeAgain = async (holdId: string, key: string) => placeBody(holdId, key);

describe('on completion', () => {
  it('issues the invoice and captures the total, split between the provider, the platform and the tax', async () => {
    const { jobId, start, total } = await book();
    await complete(jobId, start);
    const job = await jobRow(jobId);
    const commission = applyBasisPoints(job.subtotal_minor, 2000);
    expect(job.commission_bps).toBe(2000);
    const payment = (await paymentOf(jobId)).json();
    expect(payment).toMatchObject({ status: 'captured', authorisedMinor: 0, capturedMinor: total, netMinor: total, canPay: false, invoice: { status: 'paid', totalMinor: total } });
    expect(payment.invoice.number).toMatch(/^NYC-\d{6}$/);
    expect(await entriesOf(jobId, 'capture')).toEqual({
      gateway_clearing: total,
      provider_payable: -(job.subtotal_minor - commission),
      platform_commission: -commission,
      platform_service_fees: -job.service_fee_minor,
      tax_payable: -job.tax_minor,
    });
    expect((await paymentOf(jobId, provider)).json().providerEarnings).toEqual({ earnedMinor: job.subtotal_minor - commission, commissionMinor: commission });
  });

  it('tells the customer when the capture fails, and lets them pay the open invoice from the job page, once', async () => {
    const { jobId, start, total } = await book(testPaymentMethods.captureFails);
    await complete(jobId, start);
    const failed = (await paymentOf(jobId)).json();
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'The card issuer refused the payment when it was taken.', canPay: true, capturedMinor: 0, authorisedMinor: 0 });
    expect(failed.invoice.status).toBe('open');

    expect((await apiCall(t, 'POST', `/api/jobs/${jobId}/payment`, { cookie: provider, body: { paymentMethod: testPaymentMethods.visa, idempotencyKey: randomUUID() } })).statusCode).toBe(403);
    const declined = await apiCall(t, 'POST', `/api/jobs/${jobId}/payment`, { cookie: customer, body: { paymentMethod: testPaymentMethods.declined, idempotencyKey: randomUUID() } });
    expect(declined.statusCode).toBe(402);
    const key = randomUUID();
    const paid = await Promise.all([1, 2].map(() => apiCall(t, 'POST', `/api/jobs/${jobId}/payment`, { cookie: customer, body: { paymentMethod: testPaymentMethods.visa, idempotencyKey: key } })));
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await paymentOf(jobId)).json()).toMatchObject({ status: 'captured', capturedMinor: total, canPay: false, card: { last4: '4242' }, invoice: { status: 'paid' } });
    expect(await t.db.selectFrom('payments').select('status').where('job_id', '=', jobId).orderBy('created_at').execute()).toEqual([{ status: 'failed' }, { status: 'captured' }]);
  });

  it('captures once when the request, the queue and the sweep settle the same job at the same time', async () => {
    const { jobId, start } = await book();
    await t.db.updateTable('jobs').set({ status: 'completed' }).where('id', '=', jobId).execute();
    const deps = testDeps(t, () => new Date(start + 2 * HOUR_MS));
    await Promise.all([settleJobPayment(deps, jobId), settleJobPayment(deps, jobId), settleJobPayment(deps, jobId)]);
    const captures = await t.db.selectFrom('ledger_transactions').select('id').where('job_id', '=', jobId).where('kind', '=', 'capture').execute();
    expect(captures).toHaveLength(1);
    expect((await paymentOf(jobId)).json().status).toBe('captured');
  });

  it('numbers invoices per market without gaps', async () => {
    const numbers: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const { jobId, start } = await book();
      await complete(jobId, start);
      clock = TEST_NOW;
      numbers.push((await t.db.selectFrom('invoices').select('number').where('job_id', '=', jobId).executeTakeFirstOrThrow()).number);
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });
});

describe('on cancellation', () => {
  it('voids the authorisation when cancelling is free', async () => {
    const { jobId } = await book();
    expect((await apiCall(t, 'POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Plans changed' } })).statusCode).toBe(200);
    expect((await paymentOf(jobId)).json()).toMatchObject({ status: 'voided', authorisedMinor: 0, capturedMinor: 0, invoice: null });
  });

  it('captures the fee inside the window, releases the rest, and invoices the fee', async () => {
    const { jobId, start, total } = await book();
    clock = start - 5 * HOUR_MS;
    const quote = (await apiCall(t, 'GET', `/api/jobs/${jobId}/cancellation`, { cookie: customer })).json();
    expect((await apiCall(t, 'POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Sick' } })).statusCode).toBe(200);
    const fee = applyBasisPoints(total, 2500);
    expect(quote.feeMinor).toBe(fee);
    expect((await paymentOf(jobId)).json()).toMatchObject({ status: 'captured', authorisedMinor: 0, capturedMinor: fee, invoice: { status: 'paid', totalMinor: fee } });
    const invoice = await t.db.selectFrom('invoices').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ kind: 'cancellation_fee', total_minor: fee });
    expect(invoice.lines[0]!.description).toBe('Late-cancellation fee (25% of the booking)');
    const capture = await entriesOf(jobId, 'capture');
    expect(capture.gateway_clearing).toBe(fee);
    expect(Object.values(capture).reduce((sum, amount) => sum + amount, 0)).toBe(0);
  });

  it('takes the missed-visit fee when the provider marks a no-show', async () => {
    const { jobId, start, total } = await book();
    expect((await act(jobId, 'accept')).statusCode).toBe(200);
    clock = start + 30 * MINUTE_MS;
    const marked = await act(jobId, 'no-show', { reason: 'Nobody answered the door' });
    expect(marked.statusCode).toBe(200);
    const fee = applyBasisPoints(total, 2500);
    expect((await jobRow(jobId)).cancellation_fee_minor).toBe(fee);
    expect((await paymentOf(jobId)).json()).toMatchObject({ status: 'captured', capturedMinor: fee });
  });
});
