import { sql } from 'kysely';
import { clearBlockingJobs, insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { insertPaidJob } from '../../test-support/paid-job-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { issueFeeInvoice } from './issue-invoice';

/**
 * An invoice's lines in a language (docs/languages.md): each line is kept, when the invoice is
 * issued, in every language of the site (the service's translated name of the day, the fee's
 * words), so the page reads them in the reader's language and the PDF in the customer's, and an
 * issued invoice never changes when a service is renamed.
 */
const DAY_MS = 24 * 60 * 60_000;
let t: TestApp;
let customer: string;
let manager: string;
let customerId: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, manager] = await Promise.all([loginAs(t.app, 'customer@example.com'), loginAs(t.app, 'manager@example.com')]);
  customerId = await userIdOf(t.db, 'customer@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
  // The customer reads German: their documents are written in it.
  await t.db.updateTable('users').set({ language: 'de' }).where('id', '=', customerId).execute();
});
afterAll(() => t.close());

let slot = 0;
const start = () => new Date(TEST_NOW - 20 * DAY_MS + (slot += 1) * 3 * 60 * 60_000);
const descriptions = async (invoiceId: string, cookie: string) => ((await apiCall(t, 'GET', `/api/invoices/${invoiceId}`, { cookie })).json().lines as { description: string }[]).map((line) => line.description);
const pdf = async (invoiceId: string, cookie: string) => pdfText((await apiCall(t, 'GET', `/api/invoices/${invoiceId}/pdf`, { cookie })).rawPayload);

it('shows the services in the reader’s language on the page and in the customer’s in the PDF, as they were named when issued', async () => {
  const job = await insertPaidJob(t, { customerId, providerId: maria, marketId: 'nyc', start: start(), services: [{ serviceId: 'home-cleaning', quantity: 2 }, { serviceId: 'window-cleaning', quantity: 1 }] });
  const stored = await t.db.selectFrom('invoices').select('lines').where('id', '=', job.invoiceId).executeTakeFirstOrThrow();
  expect(stored.lines.map((line) => [line.description, line.translations])).toEqual([
    ['Home cleaning', { de: 'Wohnungsreinigung' }],
    ['Window cleaning', { de: 'Fensterreinigung' }],
  ]);
  expect(await descriptions(job.invoiceId, `${customer}; lang=de`)).toEqual(['Wohnungsreinigung', 'Fensterreinigung']);
  expect(await descriptions(job.invoiceId, manager)).toEqual(['Home cleaning', 'Window cleaning']);
  // The PDF is the customer's, in German, whoever downloads it.
  expect(await pdf(job.invoiceId, manager)).toContain('Wohnungsreinigung');

  // Renamed since: the issued invoice keeps the names it was issued with.
  await t.db.updateTable('service_translations').set({ name: 'Hausreinigung' }).where('service_id', '=', 'home-cleaning').where('language', '=', 'de').execute();
  expect(await descriptions(job.invoiceId, `${customer}; lang=de`)).toEqual(['Wohnungsreinigung', 'Fensterreinigung']);
  expect(await pdf(job.invoiceId, customer)).not.toContain('Hausreinigung');
  await t.db.updateTable('service_translations').set({ name: 'Wohnungsreinigung' }).where('service_id', '=', 'home-cleaning').where('language', '=', 'de').execute();
});

it('reads an invoice issued before languages in English', async () => {
  const job = await insertPaidJob(t, { customerId, providerId: maria, marketId: 'nyc', start: start() });
  const lines = JSON.stringify([{ description: 'Home cleaning', quantity: 2, unit: 'hour', unitPriceMinor: 5500, amountMinor: 11_000 }]);
  await sql`update invoices set lines = ${lines}::jsonb where id = ${job.invoiceId}`.execute(t.db);
  expect(await descriptions(job.invoiceId, `${customer}; lang=de`)).toEqual(['Home cleaning']);
});

it('words a cancellation fee’s line in every language when it is issued', async () => {
  const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: start(), status: 'cancelled' });
  const job = await t.db.updateTable('jobs').set({ cancellation_fee_bps: 1250 }).where('id', '=', jobId).returningAll().executeTakeFirstOrThrow();
  const invoice = await t.db.transaction().execute((trx) => issueFeeInvoice(trx, job, { providerEarnings: 800, commission: 200, serviceFee: 80, tax: 96 }, new Date(TEST_NOW)));
  expect(invoice.lines.map((line) => [line.description, line.translations])).toEqual([['Late-cancellation fee (12.5% of the booking)', { de: 'Gebühr für späte Stornierung (12,5\u00a0% der Buchung)' }]]);
  expect(await descriptions(invoice.id, `${customer}; lang=de`)).toEqual(['Gebühr für späte Stornierung (12,5\u00a0% der Buchung)']);
});
