import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, logIn } from '../support/accounts';
import { bookWithProvider, getJson, postJson, startableFrom } from '../support/provider-jobs';

/**
 * Refunds (issue 10): a new customer books with the test card (through the API), the demo
 * provider accepts, starts and completes the job (the total is captured and the invoice paid);
 * the NYC manager opens the job on the desk, sees the invoice, refunds part with a reason; the
 * refund and its credit note show on the desk, on the invoice and on the customer's job page,
 * the invoice's PDF link answers a PDF, and the provider's payments page shows the job's
 * earnings less what the refund took back.
 */

async function loggedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('the manager refunds part of a completed job: credit note on the desk, the invoice and the customer’s page; the PDF downloads', async ({ browser, testClock }) => {
  test.setTimeout(120_000);
  const manager = await loggedIn(browser, demo.manager);
  const provider = await loggedIn(browser, demo.provider);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await createAccount(customer.request, 'Casey Refunded');
  const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
  try {
    // Booked hours ahead; the clock moves to half an hour before the start, when she may start it.
    const job = await bookWithProvider(customer.request, providerId, 'Kitchen, please.');
    await postJson(provider.request, `/api/provider/jobs/${job.id}/accept`);
    await testClock.advanceTo(startableFrom(job));
    await postJson(provider.request, `/api/provider/jobs/${job.id}/start`);
    await postJson(provider.request, `/api/provider/jobs/${job.id}/complete`, {});
    await expect
      .poll(async () => (await getJson<{ status: string }>(customer.request, `/api/jobs/${job.id}/payment`)).status, { timeout: 30_000 })
      .toBe('captured');

    // The desk: Payments in test mode, the invoice with its number.
    await manager.goto(`/market/nyc/job/${job.id}`);
    const payments = manager.getByRole('region', { name: 'Payments' });
    await expect(payments.getByText('Test mode: no real money moves')).toBeVisible();
    await expect(payments.getByText('Visa ••4242')).toBeVisible();
    const invoice = manager.getByRole('article', { name: /^Invoice [A-Z]+-\d{6}$/ });
    await expect(invoice).toBeVisible();
    const invoiceNumber = (await invoice.getAttribute('aria-label'))!.replace('Invoice ', '');

    // Refund $5.00 with a reason, after the confirmation.
    await payments.getByRole('button', { name: 'Refund' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Refund the customer' });
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('5.00');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Arrived half an hour late');
    await dialog.getByRole('button', { name: 'Review the refund' }).click();
    const confirm = manager.getByRole('dialog', { name: 'Confirm the refund' });
    await expect(confirm.getByText('Refund $5.00 to Visa ••4242?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Refund $5.00' }).click();
    await expect(confirm).toBeHidden();

    const refunds = payments.getByRole('list', { name: 'Refunds' });
    await expect(refunds).toContainText(/\$5\.00 · Refunded · Credit note [A-Z]+-CN-\d{6}/);
    await expect(refunds).toContainText('Arrived half an hour late');
    const creditNote = (await refunds.textContent())!.match(/[A-Z]+-CN-\d{6}/)![0];
    await expect(payments).toContainText('$5.00');
    await expect(invoice.getByRole('row', { name: new RegExp(`Credit note ${creditNote}`) })).toBeVisible();
    await expect(manager.getByRole('list', { name: 'Job history' })).toContainText(`Refund: $5.00 · credit note ${creditNote}`);
    await expectNoSeriousViolations(manager, '/market/nyc/job/{id} with payments and the invoice');

    // The PDF link answers a PDF.
    const href = await invoice.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await manager.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The customer's job page: the invoice with the credit note, and the refund on the timeline.
    await customer.goto(`/job/${job.id}`);
    const customerInvoice = customer.getByRole('article', { name: `Invoice ${invoiceNumber}` });
    await expect(customerInvoice.getByRole('row', { name: new RegExp(`Credit note ${creditNote}.*Arrived half an hour late`) })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'History' })).toContainText('Refunded $5.00: Arrived half an hour late');
    await expectNoSeriousViolations(customer, '/job/{id} with the invoice');

    // The provider's payments page: the job's earnings, less what the refund took back.
    const { earnings } = await getJson<{ earnings: Array<{ jobId: string; refundedMinor: number; earningsMinor: number }> }>(
      provider.request,
      `/api/providers/${providerId}/payments`,
    );
    const earning = earnings.find((candidate) => candidate.jobId === job.id)!;
    expect(earning.refundedMinor).toBeGreaterThan(0);
    await provider.goto(`/provider-profile/${providerId}/payments`);
    const row = provider.getByRole('table', { name: /Earnings per job/ }).getByRole('row').filter({ hasText: invoiceNumber });
    const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
    await expect(row).toContainText(usd(earning.refundedMinor));
    await expect(row).toContainText(usd(earning.earningsMinor));
  } finally {
    await Promise.all([manager.context().close(), provider.context().close(), customerContext.close()]);
  }
});
