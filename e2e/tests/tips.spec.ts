import { expect, test } from '../support/test';
import { demo, loggedInPage, phone, signIn } from '../support/accounts';
import { bookWithProvider, getJson, postJson, startableFrom } from '../support/provider-jobs';
import { fillTestCard } from '../support/test-card';

/**
 * Tips (docs/payments.md, "Tips"), on a phone: the demo customer books the demo provider, she
 * does the job (the test clock moved to its start), the customer tips the suggested amount on
 * the job page and sees it there and on the invoice; the provider's payments page and job page
 * show it.
 */
test.use({ viewport: phone });

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);


interface Tips {
  provider: { displayName: string };
  suggestionsMinor: number[];
  can: { tip: boolean };
}

test('a customer tips the suggested amount after the job; the job page, the invoice and the provider’s payments show it', async ({ page, browser, testClock }) => {
  test.setTimeout(180_000);
  await signIn(page, demo.customer);
  const provider = await loggedInPage(browser, demo.provider);
  try {
    const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
    const job = await bookWithProvider(page.request, providerId, 'A clean worth a tip.');
    await postJson(provider.request, `/api/provider/jobs/${job.id}/accept`);
    await testClock.advanceTo(startableFrom(job));
    await postJson(provider.request, `/api/provider/jobs/${job.id}/start`);
    await postJson(provider.request, `/api/provider/jobs/${job.id}/complete`, {});
    await expect.poll(async () => (await getJson<{ status: string }>(page.request, `/api/jobs/${job.id}/payment`)).status, { timeout: 30_000 }).toBe('captured');

    // The job page offers the tip: the middle suggestion (15 % of the total) is chosen.
    const tips = await getJson<Tips>(page.request, `/api/jobs/${job.id}/tips`);
    expect(tips.can.tip).toBe(true);
    const suggested = tips.suggestionsMinor[1] ?? tips.suggestionsMinor[0]!;
    const amount = usd(suggested);
    await page.goto(`/job/${job.id}`);
    const panel = page.getByRole('region', { name: 'Add a tip' });
    await expect(panel.getByRole('radio', { name: amount })).toBeChecked();
    await expect(panel).toContainText('Test mode: no real money moves');
    await fillTestCard(page, '4242 4242 4242 4242');
    await panel.getByRole('button', { name: 'Review the tip' }).click();
    await expect(panel.getByText(`Tip ${amount} to ${tips.provider.displayName}?`)).toBeVisible();
    await panel.getByRole('button', { name: `Tip ${amount}` }).click();
    await expect(page.getByText(`You tipped ${amount} — thank you`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your tips' })).toContainText(amount);
    // The page, tip panel and invoice included, fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The invoice lists it after its totals.
    const invoice = page.getByRole('article', { name: /^Invoice [A-Z]+-\d{6}$/ });
    const invoiceNumber = (await invoice.getAttribute('aria-label'))!.replace('Invoice ', '');
    await expect(invoice.getByRole('table', { name: /^Tips/ })).toContainText(amount);

    // The provider: "Tip received" on her job, a Tips column on her payments page.
    await provider.goto(`/provider/job/${job.id}`);
    await expect(provider.getByRole('region', { name: 'Your earnings' })).toContainText(`Tip received${amount}`);
    await provider.goto(`/provider-profile/${providerId}/payments`);
    const row = provider.getByRole('table', { name: /Earnings per job/ }).getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row.getByRole('cell').nth(5)).toHaveText(amount);
    const earning = (await getJson<{ earnings: Array<{ jobId: string; tipsMinor: number }> }>(provider.request, `/api/providers/${providerId}/payments`)).earnings.find((candidate) => candidate.jobId === job.id);
    expect(earning?.tipsMinor).toBe(suggested);
  } finally {
    await provider.context().close();
  }
});
