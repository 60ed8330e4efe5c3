import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

test('the home page offers services, markets and a way to book', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'What you can book' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Home cleaning' })).toBeVisible();
  await expect(page.getByRole('link', { name: /new york city/i })).toHaveAttribute('href', '/market/nyc');
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/book-now\/services$/);
  await expect(page.locator('[data-layout="booking"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]')).toContainText('Services');
});

test('the privacy policy says what the error-reporting service receives', async ({ page }) => {
  await page.goto('/privacy-policy');
  const policy = page.locator('article');
  await expect(policy).toContainText('error-reporting service');
  await expect(policy).toContainText('Session replay');
  await expect(policy).toContainText(/text on the page is not masked/i);
  await expect(policy).toContainText(/type into form fields is always masked/i);
});

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/terms');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the waitlist form explains bad input next to each field, then adds the visitor to the list', async ({ page }) => {
  await page.goto('/coming-soon?postalCode=M5V%203L9');
  await expect(page.getByLabel('Postal code')).toHaveValue('M5V 3L9');
  await page.getByLabel('Postal code').fill('%%');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a postal code')).toBeVisible();
  await expect(page.getByText('Enter your email address')).toBeVisible();

  await page.getByLabel('Postal code').fill('M5V 3L9');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You’re on the list' })).toContainText('M5V 3L9');
});

test('scripts arrive compressed: the shell’s and a remote’s from their build-time brotli copies', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
  });
  await page.goto('/book-now/services');
  await expect(page.locator('[data-layout="booking"]')).toBeVisible();
  expect(encodings.get('/main.js')).toBe('br');
  expect(encodings.get('/remoteEntry.js')).toBe('br');
});

const pages = ['/', '/terms', '/privacy-policy', '/coming-soon', '/no-such-page', '/book-now/services', '/provider', '/market/nyc', '/my-jobs'];

test.describe('every page of the site for a visitor', () => {
  // One page for the file's visits: each path is a fresh load, its scripts from the cache.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const path of pages) {
    test(`${path} has no serious accessibility violations and fits a phone-width screen`, async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
