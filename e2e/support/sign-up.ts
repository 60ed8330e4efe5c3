import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accountMail } from './outbox';

/** A new customer's details, unique per call. */
export function newCustomer(name: string): { name: string; email: string; password: string } {
  return { name, email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'a long enough password' };
}

/** The code of the newest sign-up email to `email`, read from the local outbox as an admin. */
export async function signupCode(outbox: APIRequestContext, email: string): Promise<string> {
  const mail = await accountMail(outbox, email, /is your Handyhub code/);
  expect(mail.code, mail.text).toMatch(/^\d{6}$/);
  return mail.code!;
}

/**
 * Creates an account through /login's "Create an account", with the emailed code: the page
 * ends logged in, on `next`.
 */
export async function signUpInBrowser(page: Page, outbox: APIRequestContext, { name, email, password }: { name: string; email: string; password: string }, next = '/'): Promise<void> {
  await page.goto(`/login?mode=create&next=${encodeURIComponent(next)}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('form', { name: 'Confirm your email' })).toBeVisible();
  await page.getByLabel(/6-digit code/).fill(await signupCode(outbox, email));
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(name);
}
