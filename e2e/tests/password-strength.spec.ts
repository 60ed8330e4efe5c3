import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A sentence from zxcvbn's English feedback: only the estimator's lazy chunk carries it. */
const ESTIMATOR_MARKER = 'This is a commonly used password';

/** Every script the page has loaded so far, with its text. */
function watchScripts(page: Page) {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).some((body) => body.includes(ESTIMATOR_MARKER));
}

test.describe('password strength while typing', () => {
  test('the estimator loads only once a password is typed, then rates it; the page stays accessible', async ({ page }) => {
    const estimatorLoaded = watchScripts(page);
    await page.goto('/login?mode=create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Robin Example');
    await page.getByLabel('Email').fill('robin.strength@example.com');
    await page.waitForLoadState('networkidle');
    expect(await estimatorLoaded()).toBe(false);
    await expect(page.getByRole('meter')).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill('password123');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    await expect(page.getByText('This is a commonly used password.')).toBeVisible();
    expect(await estimatorLoaded()).toBe(true);

    await page.getByLabel('Password', { exact: true }).fill('robinexample2026');
    await expect(page.getByText('There should not be any personal or page related data.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('tangerine quilt harbor lantern');
    await expect(meter).toHaveAttribute('aria-valuetext', /^(Strong|Very strong)$/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });

  test('the API refuses a guessable password at sign-up and says why, next to the field', async ({ page }) => {
    await page.goto('/login?mode=create');
    await page.getByLabel('Full name').fill('Robin Example');
    await page.getByLabel('Email').fill(`robin.${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('password1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This is similar to a commonly used password. Add more words that are less common.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/mode=create/);
  });
});
