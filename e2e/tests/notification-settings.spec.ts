import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, signIn } from '../support/accounts';
import { getJson, putJson } from '../support/provider-jobs';

/** Settings per event and channel (issue 11): kept after a reload, on the account page and the provider's edit page alike. */

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-page="account/notifications"]').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
}

test('a customer turns one channel off from the account menu; after a reload it is still off', async ({ page }) => {
  await page.goto('/');
  await createAccount(page.request, 'Nora Quiet');
  await page.goto('/my-jobs');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification settings');
  await expect(page.getByText('Text messages need a phone number on your account', { exact: false })).toBeVisible();

  const confirmedByEmail = page.getByRole('checkbox', { name: 'Booking confirmed: Email' });
  await expect(confirmedByEmail).toBeChecked();
  // A customer is never asked about payouts.
  await expect(page.getByRole('checkbox', { name: 'Payout: Email' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await confirmedByEmail.click();
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Booking confirmed: Email' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Booking confirmed: In the app' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New booking: Email' })).toBeChecked();
});

test('the page fits a 360 px phone and needs a login', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto('/account/notifications');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fnotifications$/);
    await createAccount(page.request, 'Pia Phone');
    await page.goto('/account/notifications');
    await expect(page.getByRole('checkbox', { name: 'Reminder: Text message' })).toBeVisible();
    // The page itself does not scroll sideways (the table may, inside its own region).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await context.close();
  }
});

test('a provider finds the same settings on their edit page, payouts included', async ({ page }) => {
  await signIn(page, demo.provider);
  const providerId = (await getJson<{ user: { providerId: string } }>(page.request, '/api/auth/me')).user.providerId;
  try {
    await page.goto(`/provider-profile/${providerId}/edit`);
    const section = page.getByRole('region', { name: 'Notifications' });
    const payoutSms = section.getByRole('checkbox', { name: 'Payout: Text message' });
    await expect(payoutSms).not.toBeChecked();
    await payoutSms.click();
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(page.getByText('Notification settings saved', { exact: true })).toBeVisible();

    await page.goto('/account/notifications');
    await expect(page.getByRole('checkbox', { name: 'Payout: Text message' })).toBeChecked();
  } finally {
    await putJson(page.request, '/api/notifications/preferences', { changes: [{ event: 'payout', channel: 'sms', enabled: false }] });
  }
});
