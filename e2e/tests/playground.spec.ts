import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Every shared-ui component must have a section; the index names the components it shows. */
const requiredComponents = [
  'Button', 'TextLink', 'TextField', 'TextArea', 'NumberField', 'SelectField', 'Checkbox', 'RadioGroup',
  'FormLayout', 'FormActions', 'Fieldset', 'Card', 'EmptyState', 'Dialog', 'ConfirmDialog', 'Toast', 'Tabs',
  'Table', 'Pagination', 'StepProgress', 'Spinner', 'Skeleton', 'Alert', 'Badge', 'Avatar', 'DateTime', 'Money',
  'VisuallyHidden', 'PageHeader', 'Stack',
];

async function openPlayground(page: Page) {
  await page.goto('/component-playground');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Component playground');
}

/** `within`: only that part of the page (what a state adds), as axe over the whole page takes ~7 s here. */
async function expectNoSeriousViolations(page: Page, state: string, within?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const details = serious.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ html: node.html, target: node.target.join(' '), summary: node.failureSummary })),
  }));
  // Soft, so one run reports the violations of every state the test visits.
  expect.soft(details, `serious or critical axe violations ${state}:\n${JSON.stringify(details, null, 2)}`).toEqual([]);
}

test.describe('the component playground', () => {
  test('has its own layout, one h1, and an index that reaches every section', async ({ page }) => {
    await openPlayground(page);
    await expect(page.locator('[data-layout="playground"]')).toBeVisible();
    await expect(page.locator('[data-layout="site"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle('Component playground · Handyhub');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');

    const index = page.getByRole('navigation', { name: 'Components' });
    const titles = await index.getByRole('link').allTextContents();
    for (const name of requiredComponents) {
      expect(titles.some((title) => new RegExp(`\\b${name}\\b`).test(title)), `${name} is in the index`).toBe(true);
    }
    for (const title of titles) {
      await index.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
    }
  });

  test('ConfirmDialog shows loading while onConfirm runs, then closes', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Delete draft' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this draft?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();

    // The page's clock stands still (a second on, as pausing never goes back) while the busy
    // state is checked, then the 800 ms pass at once.
    const confirm = dialog.getByRole('button', { name: 'Delete draft' });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await confirm.click();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
    await page.clock.runFor(800);
    await page.clock.resume();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete draft' })).toBeFocused();
    await expect(page.getByRole('region', { name: /notifications/i }).getByText('Draft deleted')).toBeVisible();
  });

  test('raises a toast of each tone', async ({ page }) => {
    await openPlayground(page);
    const notifications = page.getByRole('region', { name: /notifications/i });
    await page.getByRole('button', { name: 'Raise warning toast' }).click();
    await expect(notifications.getByText('Payment method expires soon')).toBeVisible();
    await page.getByRole('button', { name: 'Raise danger toast' }).click();
    await expect(notifications.getByText('Could not save')).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    // axe over the whole playground (~1,200 elements) takes 7 s on two idle cores, far more on busy ones.
    test.slow();
    await openPlayground(page);
    await expectNoSeriousViolations(page, 'on the page');

    await page.getByRole('button', { name: 'Rename address' }).click();
    await expect(page.getByRole('dialog', { name: 'Rename address' })).toBeVisible();
    await expectNoSeriousViolations(page, 'with the dialog open', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Raise success toast' }).click();
    await expect(page.getByRole('region', { name: /notifications/i }).getByText('Booking confirmed')).toBeVisible();
    await expectNoSeriousViolations(page, 'with a toast shown', '[role="region"][aria-label*="otifications"]');
  });

  test('fits a 360px wide screen without scrolling sideways, the index above the content', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openPlayground(page);
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(overflow.scrollWidth, `page is ${overflow.scrollWidth}px wide in a ${overflow.innerWidth}px window`).toBeLessThanOrEqual(
      overflow.innerWidth,
    );

    const index = await page.getByRole('navigation', { name: 'Components' }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(index && main && index.y + index.height <= main.y, 'the index sits above the content').toBe(true);
  });
});
