import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount } from '../support/accounts';

/** The footer's language choice, by its label in either language. */
const languageSelect = (page: Page) => page.getByRole('contentinfo').getByLabel(/^(Language|Sprache)$/);

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('reads the site in German from the first HTML; English chosen in the footer sticks after a reload and a login', async ({ page }) => {
    // The server's first HTML is already German: no script has run when it arrives.
    const firstHtml = await (await page.request.get('/', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text();
    expect(firstHtml).toContain('<html lang="de" dir="ltr">');
    expect(firstHtml).toContain('Sprache');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(languageSelect(page)).toHaveValue('de');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();

    await languageSelect(page).selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(languageSelect(page)).toHaveValue('en');

    // Signing up (which logs in) keeps the choice, and saves it on the account (its emails follow it).
    await createAccount(page.request, 'Greta Vogel');
    expect((await (await page.request.get('/api/auth/me')).json()).user.language).toBe('en');
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await languageSelect(page).selectOption({ label: 'Deutsch' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).user.language).toBe('de');
  });
});

test('a right-to-left page mirrors the layout: the brand at the inline start, nothing overflowing', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const ltrBrand = await page.getByRole('banner').getByRole('link').first().boundingBox();
  // en-XB is the pseudo-locale written right to left (docs/languages.md).
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: 'lang', value: 'en-XB', domain: hostname, path: '/' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rtlBrand = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(ltrBrand!.x).toBeLessThan(width / 2);
  expect(rtlBrand!.x + rtlBrand!.width).toBeGreaterThan(width / 2);
  // Mirrored, not pushed off the page: nothing is wider than the viewport.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await context.close();
});
