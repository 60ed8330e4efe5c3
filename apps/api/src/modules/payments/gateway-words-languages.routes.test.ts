import { bookThroughApi, completeThroughApi } from '../../test-support/money-fixtures';
import { clearBlockingJobs } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { testPaymentMethods } from './test-gateway';

/**
 * What the test gateway's refusals come to for the person concerned, in their language
 * (docs/languages.md): a declined card (by its code), a capture the card refused, a payout the
 * bank refused. The gateway's own words stay in the records.
 */
let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let provider: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  customer = await loginAs(t.app, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());

const inGerman = (cookie: string) => `${cookie}; lang=de`;

it('refuses a declined card in the customer’s language', async () => {
  const declined = await bookThroughApi(t, inGerman(customer), maria, { paymentMethod: testPaymentMethods.declined, afterDays: 1, now: new Date(clock) });
  expect(declined.placed.statusCode).toBe(402);
  expect(declined.placed.json().error).toEqual({ code: 'PAYMENT_DECLINED', message: 'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte.' });
});

it('tells why a payment failed in the reader’s language, keeping the gateway’s words in the record', async () => {
  const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.captureFails, afterDays: 2, now: new Date(clock) });
  const jobId = placed.json().job.id as string;
  await completeThroughApi(t, provider, { jobId, start: start.getTime() }, (at) => (clock = at));
  const payment = (cookie: string) => apiCall(t, 'GET', `/api/jobs/${jobId}/payment`, { cookie });
  expect((await payment(inGerman(customer))).json()).toMatchObject({ status: 'failed', failureMessage: 'Die Bank der Karte hat die Zahlung beim Einzug abgelehnt.' });
  expect((await payment(customer)).json().failureMessage).toBe('The card issuer refused the payment when it was taken.');
  const stored = await t.db.selectFrom('payments').select('failure_message').where('job_id', '=', jobId).executeTakeFirstOrThrow();
  expect(stored.failure_message).toBe('The card issuer refused the payment when it was taken.');
});

it('tells the provider why a payout failed in their language', async () => {
  const at = new Date(TEST_NOW - 3 * 86_400_000);
  await t.db
    .insertInto('payouts')
    .values({ provider_id: maria, currency: 'USD', period_start: new Date(at.getTime() - 7 * 86_400_000), period_end: at, amount_minor: 1000, status: 'failed', destination: 'test_bank_000000000000', failure_message: 'The bank refused the transfer: the account does not exist.', completed_at: at })
    .execute();
  const payments = (cookie: string) => apiCall(t, 'GET', `/api/providers/${maria}/payments`, { cookie });
  const failed = (body: { payouts: { status: string; failureMessage: string | null }[] }) => body.payouts.find((payout) => payout.status === 'failed')?.failureMessage;
  expect(failed((await payments(inGerman(provider))).json())).toBe('Die Bank hat die Überweisung abgelehnt: Prüfen Sie das Konto, auf das wir Ihre Auszahlungen überweisen.');
  expect(failed((await payments(provider)).json())).toBe('The bank refused the transfer: check the bank account we pay you to.');
});
