import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, logIn } from '../support/accounts';
import { bookWithProvider, postJson } from '../support/provider-jobs';

/**
 * The admins' outbox (issue 11): the e2e site has no SMTP_URL, so a booking's email is kept in
 * the local outbox and an admin reads it on /admin/notifications (market remote): subject, recipient, the HTML
 * (in a sandboxed frame) and the plain text.
 */

async function loggedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

test('an admin reads the email a new booking sent, kept in the local outbox', async ({ browser }) => {
  test.setTimeout(90_000);
  const customer = await (await browser.newContext()).newPage();
  const { email } = await createAccount(customer.request, 'Olive Outbox');
  const services = [{ serviceId: 'home-cleaning', quantity: 1 }];
  const { days } = await postJson<{ days: Array<{ slots: Array<{ start: string }> }> }>(customer.request, '/api/markets/nyc/slots', { services, postalCode: '10011' });
  // The last slot of the horizon: the earliest ones are what other specs' bookings compete for.
  const start = days.flatMap((day) => day.slots).at(-1)!.start;
  const { providers } = await postJson<{ providers: Array<{ provider: { id: string } }> }>(customer.request, '/api/markets/nyc/slots/providers', { services, start });
  await bookWithProvider(customer.request, providers[0]!.provider.id, 'Please read me in the outbox.');

  const admin = await loggedIn(browser, demo.admin);
  // The header's "Admin" link, then the admin navigation (the outbox moved to the market remote in issue 20).
  await admin.getByRole('link', { name: 'Admin', exact: true }).first().click();
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(admin.getByText('Email is kept here because SMTP_URL is not set')).toBeVisible();
  await admin.getByLabel('Channel').selectOption('email');
  await expect(admin).toHaveURL(/channel=email/);

  // The worker delivers within seconds; the page refreshes itself while it is open.
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.first()).toBeVisible({ timeout: 30_000 });
  await expect(row.first().getByText('Sent')).toBeVisible({ timeout: 30_000 });
  await row.first().getByRole('button', { name: 'Open' }).click();

  const panel = admin.getByRole('region', { name: 'Message' });
  await expect(panel.getByText(email).first()).toBeVisible();
  await expect(panel.getByText(/^<[0-9a-f-]{36}@handyhub>$/)).toBeVisible();
  const frame = panel.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(admin.frameLocator('iframe').locator('a[href*="/notifications/unsubscribe?token="]').first()).toBeAttached();
  await panel.getByText('Plain text').click();
  await expect(panel.locator('pre').first()).toContainText('/notifications/unsubscribe?token=');

  // The page itself (the email inside the frame is the templates' own, checked with them).
  const { violations } = await new AxeBuilder({ page: admin }).exclude('iframe').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  await admin.setViewportSize({ width: 360, height: 740 });
  await expect(panel.getByRole('heading', { level: 3 })).toBeVisible();
  // Nothing wider than the phone: the table scrolls sideways in its own region.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
