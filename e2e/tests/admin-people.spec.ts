import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, logIn, signIn } from '../support/accounts';

/**
 * People at phone width (issue 20, docs/admin.md): an admin finds a person, makes them manager
 * of a market, disables the account (their open session elsewhere ends at once, and they cannot
 * log in), then enables it again. The person is a customer made for the test, so a failure half
 * way never leaves a shared demo account disabled for the specs after it.
 */
const phone = { viewport: { width: 360, height: 740 } };

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  // Nothing wider than the phone: tables scroll in their own region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('an admin makes a person manager of a market, disables and enables their account', async ({ browser }) => {
  test.setTimeout(90_000);
  const personContext = await browser.newContext(phone);
  const adminContext = await browser.newContext(phone);
  try {
    const person = await personContext.newPage();
    await person.goto('/');
    const name = `Pat Person ${Date.now().toString(36)}`;
    const account = await createAccount(person.request, name);
    expect((await person.request.get('/api/auth/me')).status()).toBe(200);

    const admin = await adminContext.newPage();
    await signIn(admin, demo.admin);
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dead letters' })).toBeVisible();
    await expectAccessible(admin);

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'People' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Name or email' }).fill(name);
    await admin.keyboard.press('Enter');
    await expect(admin.getByText(/^1 person match/)).toBeVisible();
    await expectAccessible(admin);
    await admin.getByRole('link', { name }).click();
    await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(admin.getByText(account.email).first()).toHaveAttribute('data-personal', '');

    await admin.getByRole('checkbox', { name: 'New York City' }).click();
    await admin.getByRole('button', { name: 'Save roles' }).click();
    await expect(admin.getByText('Roles saved').first()).toBeVisible();
    await expect(admin.getByText('Manager', { exact: true })).toBeVisible();
    await expectAccessible(admin);

    await admin.getByRole('button', { name: 'Disable account…' }).click();
    const dialog = admin.getByRole('dialog', { name: `Disable ${name}’s account?` });
    await dialog.getByLabel(/Reason/).fill('End-to-end check');
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(admin.getByText(/Disabled since/)).toBeVisible();

    // Their open session ended at once: the next request is a 401, and they cannot log in again.
    expect((await person.request.get('/api/auth/me')).status()).toBe(401);
    await person.goto('/login');
    await person.getByLabel('Email').fill(account.email);
    await person.getByLabel('Password').fill(account.password);
    await person.getByRole('button', { name: 'Log in' }).click();
    await expect(person.getByText('This account has been disabled.', { exact: false })).toBeVisible();

    await admin.getByRole('button', { name: 'Enable account…' }).click();
    const enableDialog = admin.getByRole('dialog', { name: `Enable ${name}’s account?` });
    await enableDialog.getByLabel(/Reason/).fill('Checked, all fine');
    await enableDialog.getByRole('button', { name: 'Enable account' }).click();
    await expect(admin.getByText('Enabled', { exact: true })).toBeVisible();
    await logIn(person, account.email, account.password);

    await admin.getByRole('link', { name: 'The whole log for this person' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'Account disabled' })).toBeVisible();
    await expectAccessible(admin);

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dead letters' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('dead');
    await expectAccessible(admin);
  } finally {
    await personContext.close();
    await adminContext.close();
  }
});
