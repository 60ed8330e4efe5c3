import { expect, test } from '../support/test';

test('the home page lists the markets from the API', async ({ page }) => {
  await page.goto('/');
  const markets = page.getByRole('region', { name: 'Where we work' }).or(page.locator('#markets'));
  await expect(markets.getByRole('link', { name: /new york city/i })).toHaveAttribute('href', '/market/nyc');
  await expect(markets.getByRole('link', { name: /berlin/i })).toHaveAttribute('href', '/market/berlin');
  await expect(markets.getByRole('link', { name: /sydney/i })).toHaveAttribute('href', '/market/sydney');
  // Toronto is coming soon (markets an admin spec opens may be listed too).
  const toronto = markets.getByRole('listitem').filter({ has: page.getByRole('link', { name: /toronto/i }) });
  await expect(toronto.getByText('Coming soon')).toBeVisible();
  await expect(toronto.getByRole('link')).toHaveAttribute('href', '/coming-soon?market=toronto');
});

test('a market page shows services with prices, policies and providers, each linking to a profile', async ({ page }) => {
  await page.goto('/market/berlin');
  await expect(page.getByRole('heading', { level: 1, name: 'Berlin' })).toBeVisible();
  const services = page.getByRole('table');
  await expect(services.getByRole('rowheader').first()).toBeVisible();
  await expect(services).toContainText('€');
  await expect(page.getByText(/Free cancellation until \d+ hours before/)).toBeVisible();
  const providers = page.getByRole('region', { name: /our providers in berlin/i }).getByRole('listitem');
  await expect.poll(() => providers.count()).toBeGreaterThanOrEqual(10);

  const first = providers.first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
  await expect(page.locator('[data-page="provider-profile"] img').first()).toBeVisible();
});

test('an unknown market and an unknown provider show the not-found page', async ({ page }) => {
  await page.goto('/market/atlantis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
  await page.goto('/provider-profile/7c9e6679-7425-40de-944b-e07fc1f90ae7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
});
