import { expect, type Page } from '@playwright/test';
import { emailedSignupCode } from './accounts';

/** A new customer's details, unique per call. */
export function newCustomer(name: string): { name: string; email: string; password: string } {
  return { name, email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'a long enough password' };
}

/**
 * Creates an account through /login's "Create an account", typing the code from the email (read
 * in the local outbox): the page ends logged in, on `next`. createAccount (accounts.ts) is the
 * same through the API, for specs about something else.
 */
export async function signUpInBrowser(page: Page, { name, email, password }: { name: string; email: string; password: string }, next = '/'): Promise<void> {
  await page.goto(`/login?mode=create&next=${encodeURIComponent(next)}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('form', { name: 'Confirm your email' })).toBeVisible();
  await page.getByLabel(/6-digit code/).fill(await emailedSignupCode(email));
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(name);
}
