import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demo, logIn } from '../support/accounts';

/**
 * Admin markets at phone width (issue 20, docs/admin-markets.md): the admin creates a market
 * (a slug of its own per run), prices a service there and tries to open it: refused, with the
 * reason on screen. Someone joins its waitlist. The rest of the journey (a provider approved
 * there gets weekly hours, the market opens, exactly one launch email, the unsubscribe page)
 * needs the provider application and review APIs of the same issue: see the second test.
 */
const phone = { viewport: { width: 360, height: 740 } };

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A market made for this run: unique slug, one postal code of its own. */
export function runMarket() {
  const suffix = Date.now().toString(36);
  return { id: `e2e-${suffix}`, name: `Testville ${suffix}`, postalCode: `T${suffix.slice(-4).toUpperCase()}` };
}

test('an admin creates a market, prices a service there, and is told why it cannot open yet', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const market = runMarket();
  try {
    await logIn(page, demo.admin);
    await page.goto('/admin/markets');
    await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
    await expectAccessible(page, 'Markets');
    await page.getByRole('link', { name: 'New market' }).click();

    await expect(page.getByRole('heading', { name: 'New market', level: 1 })).toBeVisible();
    await expectAccessible(page, 'New market');
    await page.getByRole('button', { name: 'Create market' }).click();
    await expect(page.getByRole('textbox', { name: /Postal codes served/ })).toHaveAccessibleDescription(/List at least one postal code/);

    await page.getByRole('textbox', { name: /Slug/ }).fill(market.id);
    await page.getByRole('textbox', { name: /^Name/ }).fill(market.name);
    await page.getByRole('combobox', { name: /Time zone/ }).selectOption('America/Chicago');
    await page.getByRole('combobox', { name: /Currency/ }).selectOption('USD');
    await page.getByRole('textbox', { name: /Service area/ }).fill('Testville and around');
    await page.getByRole('textbox', { name: /Postal codes served/ }).fill(market.postalCode);
    await page.getByRole('button', { name: 'Create market' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/markets/${market.id}$`));
    await expect(page.getByRole('heading', { name: `${market.name} (${market.id})` })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Status\s+Coming soon/ })).toBeVisible();
    await expect(page.getByText('Needs an active provider and a priced service before it can go live.')).toBeVisible();
    await expectAccessible(page, 'A market');

    await page.getByRole('link', { name: 'Services and prices' }).click();
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    await expect(page.getByText(/applies to new bookings only/)).toBeVisible();
    const priceForm = page.getByRole('form', { name: `Price of Home cleaning in ${market.name}` });
    await priceForm.getByRole('textbox', { name: 'Price (USD)' }).fill('49.50');
    await priceForm.getByRole('button', { name: /Save the price/ }).click();
    await expect(priceForm.getByRole('status')).toHaveText('Saved');
    const prices = page.getByRole('table', { name: 'Prices of Home cleaning' });
    await expect(prices.getByRole('row').filter({ hasText: market.name })).toContainText('$49.50');
    await expectAccessible(page, 'Services');

    const joined = await page.request.post('/api/waitlist', { headers: { 'x-requested-with': 'handyhub' }, data: { postalCode: market.postalCode, email: `waiting-${market.id}@example.com` } });
    expect(joined.status()).toBe(204);

    await page.goto(`/admin/markets/${market.id}`);
    await expect(page.getByText('Waiting on the waitlist').locator('..')).toContainText('1');
    await page.getByRole('button', { name: 'Go live' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not changed' });
    await expect(refusal).toContainText('It needs at least one active provider');
    await expect(page.getByRole('heading', { name: /Status\s+Coming soon/ })).toBeVisible();
    await expectAccessible(page, 'Go live refused');
  } finally {
    await context.close();
  }
});

test('the waitlist unsubscribe page works logged out and is accessible', async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  try {
    await page.goto('/market/waitlist/unsubscribe?token=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Leave the waitlist?' })).toBeVisible();
    await expect(page).toHaveURL(/\/market\/waitlist\/unsubscribe$/);
    await expectAccessible(page, 'Leave the waitlist');
    await page.getByRole('button', { name: 'Leave the waitlist' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
  } finally {
    await context.close();
  }
});
