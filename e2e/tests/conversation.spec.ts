import sharp from 'sharp';
import { expect, test } from '../support/test';
import { demo, loggedInPage, phone } from '../support/accounts';
import { bookWithProvider, getJson, postJson } from '../support/provider-jobs';

/**
 * A conversation per job (docs/conversations.md), on two phones: the demo customer and the demo
 * provider each keep their job page open, write to each other (the provider with a photo) and
 * each sees the other's message arrive without a reload; the customer sees "Seen" once the
 * provider has read theirs.
 */
test.use({ viewport: phone });


test('customer and provider exchange messages and a photo, each seeing the other’s without a reload, at phone width', async ({ browser }) => {
  test.setTimeout(60_000);
  const customer = await loggedInPage(browser, demo.customer);
  const provider = await loggedInPage(browser, demo.provider);
  const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
  const job = await bookWithProvider(customer.request, providerId, 'Talk to me about the key, please.');
  try {
    await postJson(provider.request, `/api/provider/jobs/${job.id}/accept`);
    await customer.goto(`/job/${job.id}`);
    await provider.goto(`/provider/job/${job.id}`);
    const customerPanel = customer.getByRole('region', { name: 'Messages' });
    const providerPanel = provider.getByRole('region', { name: 'Messages' });
    await expect(customerPanel.getByText('No messages yet.', { exact: false })).toBeVisible();
    await expect(providerPanel.getByText('No messages yet.', { exact: false })).toBeVisible();

    await customerPanel.getByRole('textbox', { name: 'Your message' }).fill('Hi! The key is with the concierge.\nCall me at +1 212 555 0147 if needed.');
    await customerPanel.getByRole('button', { name: 'Send' }).click();
    await expect(customerPanel.getByText('The key is with the concierge.', { exact: false })).toBeVisible();

    // The provider's open page shows it within a poll (5 s), no reload; accepted, so the phone number shows.
    const received = providerPanel.getByRole('listitem').filter({ hasText: 'The key is with the concierge.' });
    await expect(received).toBeVisible({ timeout: 15_000 });
    await expect(received).toContainText('+1 212 555 0147');

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } }).jpeg().toBuffer();
    await providerPanel.getByLabel('Add photos').setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(providerPanel.getByRole('img', { name: 'door.jpg' })).toBeVisible();
    await providerPanel.getByRole('textbox', { name: 'Your message' }).fill('Got it, see you soon. This is the door?');
    await providerPanel.getByRole('button', { name: 'Send' }).click();
    await expect(providerPanel.getByRole('listitem').filter({ hasText: 'This is the door?' })).toBeVisible();

    // The customer's open page gets the provider's message and photo, and shows that theirs was seen.
    const answer = customerPanel.getByRole('listitem').filter({ hasText: 'This is the door?' });
    await expect(answer).toBeVisible({ timeout: 15_000 });
    const image = answer.getByRole('img', { name: /^Photo 1 from / });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(customerPanel.getByRole('listitem').filter({ hasText: 'The key is with the concierge.' })).toContainText('Seen', { timeout: 15_000 });

    // Both pages fit the phone's width.
    for (const page of [customer, provider]) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await postJson(customer.request, `/api/jobs/${job.id}/cancel`, { reason: 'End of the conversation test' });
  }
});
