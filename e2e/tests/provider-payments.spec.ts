import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import type { TestClock } from '../support/clock';
import { createAccount, demo, logIn } from '../support/accounts';
import { bookWithProvider, getJson, postJson, startableFrom } from '../support/provider-jobs';

/**
 * The provider's payments page (issue 10): a new customer books the demo provider with the test
 * Visa, she accepts, starts and completes the job (its payment is captured), and her payments page
 * shows that job's earnings with its invoice number, and the payable balance the ledger gives.
 * The job is booked hours ahead, as customers do; the test clock is moved to when she may start it.
 */

async function loggedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

interface Payments {
  balances: Array<{ currency: string; payableMinor: number }>;
  earnings: Array<{ jobId: string; services: string; earningsMinor: number; invoice: { number: string } | null; payout: { status: string } | null }>;
}

/** A new booking the provider accepts, starts (the clock moved to 30 minutes before its start) and completes. */
async function completeAJob(provider: APIRequestContext, customer: APIRequestContext, providerId: string, testClock: TestClock): Promise<string> {
  const job = await bookWithProvider(customer, providerId, 'Earnings for the payments page.');
  await postJson(provider, `/api/provider/jobs/${job.id}/accept`, {});
  await testClock.advanceTo(startableFrom(job));
  await postJson(provider, `/api/provider/jobs/${job.id}/start`, {});
  await postJson(provider, `/api/provider/jobs/${job.id}/complete`, { note: 'Done.' });
  return job.id;
}

test('a job the provider completed shows on her payments page with its earnings and the payable balance, also on a phone', async ({ browser, testClock }) => {
  test.setTimeout(180_000);
  const provider = await loggedIn(browser, demo.provider);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await createAccount(customer.request, 'Pat Payer');

  const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
  try {
    const jobId = await completeAJob(provider.request, customer.request, providerId, testClock);
    const payment = await getJson<{ status: string; invoice: { number: string } | null }>(provider.request, `/api/jobs/${jobId}/payment`);
    expect(payment.status).toBe('captured');
    const invoiceNumber = payment.invoice!.number;

    const expected = await getJson<Payments>(provider.request, `/api/providers/${providerId}/payments`);
    const earning = expected.earnings.find((candidate) => candidate.jobId === jobId)!;
    expect(earning.invoice?.number).toBe(invoiceNumber);
    const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

    // From the provider home's earnings, to the page.
    await provider.goto('/provider');
    await provider.getByRole('link', { name: 'Payments and payouts' }).click();
    await expect(provider).toHaveURL(new RegExp(`/provider-profile/${providerId}/payments$`));
    await expect(provider.getByText('Test mode: no real money moves')).toBeVisible();
    const table = provider.getByRole('table', { name: /Earnings per job/ });
    const row = table.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toContainText(earning.services);
    await expect(row).toContainText(usd(earning.earningsMinor));
    await expect(row).toContainText({ pending: 'On its way', paid: 'Paid', failed: 'Failed' }[earning.payout?.status ?? ''] ?? 'Next payout');
    const balances = provider.getByLabel('Balances in USD');
    await expect(balances.locator('div').filter({ hasText: /^Payable/ })).toContainText(usd(expected.balances.find((balance) => balance.currency === 'USD')!.payableMinor));
    await expect(provider.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/providers/${providerId}/earnings.csv`);

    const { violations } = await new AxeBuilder({ page: provider }).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    // On a phone the page fits the width: the table scrolls sideways inside its own region.
    await provider.setViewportSize({ width: 360, height: 740 });
    await expect(table).toBeVisible();
    expect(await provider.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    await Promise.all([provider.context().close(), customerContext.close()]);
  }
});
