import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, logIn } from '../support/accounts';
import { bookWithProvider, getJson, postJson } from '../support/provider-jobs';

/**
 * A provider sees no street before accepting (docs/provider.md, "Who sees a customer's contact
 * details"): the area on their job page, on the customer's job page and in the calendar file;
 * the street, email and phone once they accept.
 */

async function loggedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

test('a provider sees the area of a request, and the street and contact once accepted', async ({ browser }) => {
  const provider = await loggedIn(browser, demo.provider);
  const customer = await (await browser.newContext()).newPage();
  await createAccount(customer.request, 'Casey Newcomer');
  const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
  const job = await bookWithProvider(customer.request, providerId, 'Contact after accept, please.');
  try {
    await provider.goto(`/provider/job/${job.id}`);
    const where = provider.getByRole('region', { name: 'When and where' });
    await expect(where).toContainText('10011 New York — full address once you accept');
    await expect(provider.getByRole('region', { name: 'Customer' })).toContainText('once you accept the job');
    await expect(provider.locator('body')).not.toContainText(/West 10th|casey@example\.com|555 0199/);

    // The customer's page for the job and its calendar file say no more to the provider.
    await provider.goto(`/job/${job.id}`);
    await expect(provider.getByText('10011 New York')).toBeVisible();
    await expect(provider.locator('body')).not.toContainText(/West 10th|casey@example\.com|555 0199/);
    const ics = await (await provider.request.get(`/api/jobs/${job.id}/calendar.ics`)).text();
    expect(ics).toContain('LOCATION:New York 10011');
    expect(ics).not.toContain('West 10th');

    await provider.goto(`/provider/job/${job.id}`);
    await provider.getByRole('button', { name: 'Accept' }).click();
    await expect(where).toContainText('45 West 10th Street');
    const contact = provider.getByRole('region', { name: 'Customer' });
    await expect(contact.getByRole('link', { name: 'casey@example.com' })).toHaveAttribute('href', 'mailto:casey@example.com');
    await expect(contact).toContainText('+1 212 555 0199');
  } finally {
    await postJson(customer.request, `/api/jobs/${job.id}/cancel`, { reason: 'End of the contact-after-accept test' });
  }
});
