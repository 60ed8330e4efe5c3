import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, demoPassword } from '../support/accounts';
import { bookWithProvider, getJson, postJson } from '../support/provider-jobs';

/**
 * Issue 11: the link at the foot of an email turns off that one event's email, without logging
 * in, and nothing else. The customer's mail is read as an admin reads it, through the outbox API.
 */

interface OutboxMessage {
  id: string;
  event: string;
  channel: string;
  recipient: string | null;
  status: string;
  jobId: string | null;
}

async function apiSession(browser: Browser, email: string): Promise<APIRequestContext> {
  const context = await browser.newContext();
  await postJson(context.request, '/api/auth/login', { email, password: demoPassword });
  return context.request;
}

/** Every email to `address` about `jobId` in the outbox (newest pages first, as many as there are). */
async function emailsAbout(admin: APIRequestContext, address: string, jobId: string): Promise<OutboxMessage[]> {
  const found: OutboxMessage[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total, pageSize } = await getJson<{ items: OutboxMessage[]; total: number; pageSize: number }>(admin, `/api/admin/notifications?channel=email&pageSize=100&page=${page}`);
    found.push(...items.filter((item) => item.recipient === address && item.jobId === jobId));
    if (page * pageSize >= total) return found;
  }
}

const sentEmail = async (admin: APIRequestContext, address: string, jobId: string, event: string) => {
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      message = (await emailsAbout(admin, address, jobId)).find((item) => item.event === event);
      return message?.status;
    }, { message: `the ${event} email to ${address}`, timeout: 30_000 })
    .toBe('sent');
  return message!;
};

test('unsubscribing from one event stops only that event', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiSession(browser, demo.admin);
  const provider = await apiSession(browser, demo.provider);
  const customer = (await browser.newContext()).request;
  const { email } = await createAccount(customer, 'Uma Unsubscriber');
  const providerId = (await getJson<{ user: { providerId: string } }>(provider, '/api/auth/me')).user.providerId;

  // The provider accepts: the customer is emailed that the booking is confirmed.
  const first = await bookWithProvider(customer, providerId, 'First visit.');
  await postJson(provider, `/api/provider/jobs/${first.id}/accept`);
  const confirmed = await sentEmail(admin, email, first.id, 'confirmed');
  const { mail } = await getJson<{ mail: { text: string; html: string } }>(admin, `/api/admin/notifications/${confirmed.id}`);
  const link = /\/notifications\/unsubscribe\?token=[\w.-]+/.exec(mail.html)?.[0];
  expect(link, 'the confirmed email has an unsubscribe link').toBeDefined();
  expect(mail.text).toContain(link);

  // The link works logged out, and asks before it changes anything.
  const page = await (await browser.newContext()).newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Stop emails about Booking confirmed?' })).toBeVisible();
  await expect(page.locator('[data-personal]')).toContainText('e•••@example.com');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You no longer get emails about Booking confirmed' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText('You will no longer get emails about Booking confirmed. Other emails are unchanged.');
  // A link only turns mail off; turning it back on needs a login. The token has left the address bar.
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('To get them again, log in and turn them on in your notification settings.')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  // A second booking is confirmed, then cancelled by the provider: the booking and the
  // cancellation are emailed, the confirmation is not (its message would be in the outbox by now:
  // messages are written with the step that causes them).
  const second = await bookWithProvider(customer, providerId, 'Second visit.');
  await postJson(provider, `/api/provider/jobs/${second.id}/accept`);
  await postJson(provider, `/api/provider/jobs/${second.id}/cancel`, { reason: 'Van broke down' });
  await sentEmail(admin, email, second.id, 'cancelled');
  expect((await emailsAbout(admin, email, second.id)).map((message) => message.event).sort()).toEqual(['booked', 'cancelled']);
  // The bell still says it was confirmed: only the email was turned off.
  const inbox = await getJson<{ items: Array<{ event: string; link: string | null }> }>(customer, '/api/notifications?limit=50');
  expect(inbox.items.filter((item) => item.link === `/job/${second.id}`).map((item) => item.event)).toContain('confirmed');
});

test('a link that is not ours says so and changes nothing, on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/notifications/unsubscribe?token=not.ours');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid. Change your settings after logging in instead.');
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'All your notification settings' })).toHaveAttribute('href', '/account/notifications');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).include('[data-page="unsubscribe"]').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});
