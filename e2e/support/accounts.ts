import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/**
 * A fresh customer account made through the API. It is logged in where `request` keeps its
 * cookies: `page.request` logs the page's browser context in, the `request` fixture does not.
 */
export async function createAccount(request: APIRequestContext, name: string): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'a long enough password';
  const response = await request.post('/api/auth/signup', { headers: { 'x-requested-with': 'handyhub' }, data: { name, email, password } });
  expect(response.status()).toBe(201);
  return { email, password };
}
