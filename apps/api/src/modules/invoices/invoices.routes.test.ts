import { randomUUID } from 'node:crypto';
import { clearBlockingJobs, userIdOf } from '../../test-support/job-fixtures';
import { insertPaidJob } from '../../test-support/paid-job-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { apiCall, createTestApp, createUser, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
const cookies: Record<string, string> = {};
let customerId: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  await createUser(t.db, { email: 'stranger@example.com', roles: ['customer'] });
  const other = await firstProviderIn(t.db, 'nyc', [await providerIdOf(t.db, 'provider@example.com')]);
  const emails = { customer: 'customer@example.com', provider: 'provider@example.com', otherProvider: other.email, manager: 'manager@example.com', berlinManager: 'manager.berlin@example.com', admin: 'admin@example.com', stranger: 'stranger@example.com' };
  for (const [role, email] of Object.entries(emails)) cookies[role] = await loginAs(t.app, email);
  customerId = await userIdOf(t.db, 'customer@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());

let slot = 0;
const capturedJob = () => insertPaidJob(t, { customerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 20 * DAY_MS + (slot += 1) * 3 * 60 * 60_000) });
const getInvoice = (invoiceId: string, role = 'customer') => apiCall(t, 'GET', `/api/invoices/${invoiceId}`, { cookie: cookies[role]! });
const getPdf = (invoiceId: string, role = 'customer') => apiCall(t, 'GET', `/api/invoices/${invoiceId}/pdf`, { cookie: cookies[role]! });
const refund = (jobId: string, amountMinor: number, reason: string) =>
  apiCall(t, 'POST', `/api/markets/nyc/jobs/${jobId}/refunds`, { cookie: cookies.manager!, body: { amountMinor, reason, idempotencyKey: randomUUID() } });

describe('an invoice', () => {
  it('shows its number, lines, totals, who it is billed to, what was paid (the ledger), credit notes and the legal footer', async () => {
    const job = await capturedJob();
    await refund(job.jobId, 1250, 'Late arrival');
    const response = await getInvoice(job.invoiceId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const invoice = response.json();
    expect(invoice).toEqual(
      expect.objectContaining({
        id: job.invoiceId,
        number: expect.stringMatching(/^NYC-\d{6}$/),
        kind: 'job',
        status: 'paid',
        currency: 'USD',
        market: { id: 'nyc', name: 'New York City', timeZone: 'America/New_York' },
        billedTo: { name: 'Test Person', email: 'test.person@example.com', address: ['1 Test Street', expect.stringMatching(/^\d{5} Test City$/)] },
        provider: { displayName: expect.any(String) },
        totalMinor: job.totalMinor,
        paidMinor: job.totalMinor,
        creditNotes: [expect.objectContaining({ number: expect.stringMatching(/^NYC-CN-\d{6}$/), amountMinor: 1250, reason: 'Late arrival' })],
        balanceAfterCreditsMinor: job.totalMinor - 1250,
        legalFooter: expect.stringContaining('Handyhub Marketplace Inc.'),
        mode: 'test',
      }),
    );
    expect(invoice.lines).toEqual([expect.objectContaining({ description: 'Home cleaning', quantity: 2, unit: 'hour' })]);
    expect(invoice.subtotalMinor + invoice.serviceFeeMinor + invoice.taxMinor).toBe(invoice.totalMinor);
  });

  it('is for the job’s customer and provider, the market’s managers and admins; anyone else gets 404', async () => {
    const job = await capturedJob();
    const statuses = Object.fromEntries(await Promise.all(Object.keys(cookies).map(async (role) => [role, (await getInvoice(job.invoiceId, role)).statusCode])));
    expect(statuses).toEqual({ customer: 200, provider: 200, otherProvider: 404, manager: 200, berlinManager: 404, admin: 200, stranger: 404 });
    expect((await getInvoice(randomUUID())).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', `/api/invoices/${job.invoiceId}`)).statusCode).toBe(401);
  });
});

describe('the invoice as a PDF', () => {
  it('is a PDF download with the number, the total, a credit note, the test-mode line and the legal footer', async () => {
    const job = await capturedJob();
    await refund(job.jobId, 999, 'Window not cleaned');
    const invoice = (await getInvoice(job.invoiceId)).json();
    const response = await getPdf(job.invoiceId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    const total = `$${(job.totalMinor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const expected of ['INVOICE', invoice.number, total, invoice.creditNotes[0].number, '-$9.99', 'Window not cleaned', 'TEST MODE', 'Handyhub Marketplace Inc.', 'Sales tax ID 12-3456789', 'Test Person']) {
      expect(text).toContain(expected);
    }
  });

  it('is not found for someone who may not see the job', async () => {
    const job = await capturedJob();
    expect((await getPdf(job.invoiceId, 'stranger')).statusCode).toBe(404);
    expect((await getPdf(job.invoiceId, 'berlinManager')).statusCode).toBe(404);
  });
});
