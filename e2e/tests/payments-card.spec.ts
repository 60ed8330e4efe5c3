import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount } from '../support/accounts';
import { fillTestCard } from '../support/test-card';

/**
 * The card at the confirm step (issue 10): a declined test card gets the bank's message at the
 * card field, the booking and its hold are kept, and another card books the job with the total
 * held on it. The rest of the flow's screens are booking.spec's.
 */

const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function reachConfirm(page: Page) {
  await page.goto('/book-now/services');
  await page.getByLabel('City').selectOption({ label: 'New York City' });
  await page.getByLabel('Home cleaning').fill('3');
  await next(page);
  await page.getByLabel('Street and number').fill('350 Fifth Avenue');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByLabel('Postal code').fill('10001');
  await next(page);
  await page.getByRole('textbox', { name: 'Describe the job' }).fill('Kitchen and two bathrooms.');
  await page.getByRole('radio', { name: /^Small/ }).click();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Your contact details');
  await page.getByLabel('Phone').fill('+1 212 555 0142');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Pick a start time');
  await page.locator('[data-page="book-now/time-selection"] [role="group"]').first().getByRole('button').first().click();
  await expect(stepHeading(page)).toHaveText('Choose your provider');
  await page.getByRole('list', { name: 'Providers free at this time' }).getByRole('listitem').first().getByRole('button', { name: /^Choose/ }).click();
  await expect(stepHeading(page)).toHaveText('Review and book');
}

test.describe('paying by card at booking (test mode)', () => {
  test.setTimeout(120_000);

  test('a declined card shows the bank’s message at the card; another card books the job with the total held', async ({ page }) => {
    await page.goto('/');
    await createAccount(page.request, 'Dana Cardholder');
    await reachConfirm(page);

    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Test mode: no real money moves')).toBeVisible();
    await expect(payment).toContainText(/Booking holds \$\d+\.\d\d on your card now; it is only taken once the job is done\./);
    const book = page.getByRole('button', { name: /^Book and authorise \$\d+\.\d\d$/ });

    await fillTestCard(page, '4000 0000 0000 0002');
    await book.click();
    await expect(payment.getByText('Your card was declined. Please use another card.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page).toHaveURL(/\/book-now\/confirm$/);
    await expect(stepHeading(page)).toHaveText('Review and book');
    await expect(page.getByText(/holding this time for/i).first()).toBeVisible();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await book.click();
    await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
    const jobId = page.url().split('/').pop()!;
    await expect(page.getByText(/Booked!/)).toBeVisible();

    const jobPayment = page.getByRole('region', { name: 'Payment' });
    await expect(jobPayment.getByText('Authorised')).toBeVisible();
    await expect(jobPayment).toContainText('Visa •••• 4242');
    await expect(jobPayment).toContainText(/Held on your card\s*\$\d+\.\d\d/);
    const money = await (await page.request.get(`/api/jobs/${jobId}/payment`)).json();
    expect(money).toMatchObject({ status: 'authorized', card: { brand: 'Visa', last4: '4242' }, capturedMinor: 0 });
    expect(money.authorisedMinor).toBeGreaterThan(0);
    const mine = await (await page.request.get('/api/jobs?scope=upcoming')).json();
    expect(mine.total).toBe(1);
  });
});
