import { expect, test } from '../support/test';
import { createAccount, demo, signIn } from '../support/accounts';
import { bookWithProvider, getJson, postJson } from '../support/provider-jobs';

/**
 * The bell (issue 11): the customer's page is open when the provider accepts in another browser;
 * the bell's count and list change without a reload (it polls every 15 seconds: the test clock is
 * moved on by that much instead of waiting). On a 360 px phone, so the panel is seen to fit.
 */
test('the provider accepts and the customer’s bell shows it without a reload', async ({ browser, testClock }) => {
  test.setTimeout(90_000);
  const providerContext = await browser.newContext();
  const customerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const provider = await providerContext.newPage();
    await signIn(provider, demo.provider);
    const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;

    const customer = await customerContext.newPage();
    await customer.goto('/');
    await createAccount(customer.request, 'Bea Bell');
    const job = await bookWithProvider(customer.request, providerId, 'Please ring the bell twice.');
    await customer.goto('/my-jobs');
    const bell = customer.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    await expect(bell).toBeVisible();
    const unreadBefore = (await getJson<{ unreadCount: number }>(customer.request, '/api/notifications')).unreadCount;
    await expect(bell).toHaveAccessibleName(unreadBefore ? `Notifications, ${unreadBefore} unread` : 'Notifications');

    await postJson(provider.request, `/api/provider/jobs/${job.id}/accept`);

    // No reload: the next poll brings it.
    await testClock.advance(15_000);
    await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
    await expect(customer.getByTestId('notification-badge')).toHaveText(String(unreadBefore + 1));
    await bell.click();
    const panel = customer.getByRole('dialog', { name: 'Notifications' });
    const entry = panel.getByRole('listitem').filter({ has: customer.locator(`a[href="/job/${job.id}"]`) }).first();
    await expect(entry).toContainText('Unread:');
    await expect(entry).toContainText(/just now|1 min ago/);
    await expect(panel.getByRole('list')).toHaveAttribute('data-personal', '');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    // Escape closes it and the bell has focus again; then opening the entry marks it read.
    await customer.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await bell.click();
    await entry.getByRole('link').click();
    await expect(customer).toHaveURL(new RegExp(`/job/${job.id}$`));
    await expect(bell).toHaveAccessibleName(unreadBefore ? `Notifications, ${unreadBefore} unread` : 'Notifications');
  } finally {
    await providerContext.close();
    await customerContext.close();
  }
});
