import { expect, type Page } from '@playwright/test';

/** The demo accounts the API seeds into a new database (apps/api/src/seed/demo-accounts.ts). */
export const demoPassword = 'handyhub-demo';
export const demo = {
  customer: 'customer@example.com',
  provider: 'provider@example.com',
  manager: 'manager@example.com',
  admin: 'admin@example.com',
} as const;

/** Logs in through the real form, from wherever the page is. */
export async function logIn(page: Page, email: string, password = demoPassword): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('signed-in-as').or(page.locator('[data-layout="provider-area"]')).first()).toBeVisible();
}
