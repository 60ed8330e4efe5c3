import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

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

test.describe('German pages, with German formats and no serious accessibility violation', () => {
  test.use({ locale: 'de-DE' });

  test('the home page, Berlin’s market page and the booking flow’s first step', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zuverlässige Profis aus Ihrer Nähe für alles rund ums Zuhause');
    await expect(page.getByRole('heading', { level: 2, name: 'Was Sie buchen können' })).toBeVisible();
    await expectNoSeriousViolations(page, 'home (de)');

    await page.goto('/market/berlin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const prices = page.getByRole('table', { name: /Services und Preise in Berlin/ });
    await expect(prices.getByRole('columnheader', { name: 'Preis' })).toBeVisible();
    // German money: the amount, a comma before the cents, the euro sign after ("45,00 € / Stunde").
    await expect(prices.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€ \/ (Stunde|Auftrag)$/).first()).toBeVisible();
    // The services' names as the market writes them in German.
    await expect(prices.getByText('Wohnungsreinigung', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'market page (de)');

    await page.goto('/book-now/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie Ihre Leistungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expectNoSeriousViolations(page, 'booking, services step (de)');
  });

  test('the provider’s home and the manager’s dashboard', async ({ browser }) => {
    for (const [who, path] of [
      [demo.provider, '/provider'],
      [demo.manager, '/market/nyc/dashboard'],
    ] as const) {
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await signIn(page, who);
      const saveLanguage = async (language: 'de' | 'en') =>
        expect((await page.request.put('/api/account/language', { headers: { 'x-requested-with': 'handyhub' }, data: { language } })).status()).toBe(204);
      // An account's saved language beats the browser's, and the worker's earlier specs may have
      // logged this demo person in from an English browser (saving English): this one reads German.
      await saveLanguage('de');
      try {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dienstleister-Startseite|Dashboard/);
        // A time on the page is on the 24-hour clock: no "AM"/"PM" anywhere.
        await expect(page.locator('main')).not.toContainText(/\d (AM|PM)\b/);
        await expectNoSeriousViolations(page, `${path} (de)`);
      } finally {
        // The worker's later specs log in as this person too, and read English.
        await saveLanguage('en');
        await context.close();
      }
    }
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
