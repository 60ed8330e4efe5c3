import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { demoPassword } from './demo';
import { accountMail, outboxReader } from './outbox';

export { demo, demoPassword } from './demo';

/** Logs in through the real form, from wherever the page is. */
export async function logIn(page: Page, email: string, password = demoPassword): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('signed-in-as').or(page.locator('[data-layout="provider-area"]')).first()).toBeVisible();
}

/** A phone's screen, as the journeys at phone width use it. */
export const phone = { width: 390, height: 844 };

/** Another person in the same test: a page of a new browser context (a phone unless `options` say otherwise), logged in through the form. */
export async function loggedInPage(browser: Browser, email: string, options: BrowserContextOptions = { viewport: phone }): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await logIn(page, email);
  return page;
}

const csrf = { 'x-requested-with': 'handyhub' };

/**
 * Logs the page's browser context in through the API, for a spec about what comes after: the
 * page stays where it is (the next step is a `goto` or an API call). The form itself is driven by
 * `logIn` (auth.spec and the journeys that start at the front door).
 */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  const response = await page.request.post('/api/auth/login', { headers: csrf, data: { email, password } });
  expect(response.status(), `logging ${email} in`).toBe(200);
}

/**
 * The 6-digit code of the last sign-up email sent to `email`, read where a person would: the
 * email as the worker delivered it to the local outbox (support/outbox.ts).
 */
export async function emailedSignupCode(email: string): Promise<string> {
  const admin = await outboxReader();
  try {
    const mail = await accountMail(admin, email, /^\d{6} is your Handyhub code$/);
    expect(mail.code, `the sign-up code emailed to ${email}`).toMatch(/^\d{6}$/);
    return mail.code!;
  } finally {
    await admin.dispose();
  }
}

/**
 * A fresh customer account made through the API, as a person makes one: sign up, read the
 * code from the email, type it. It is logged in where `request` keeps its cookies:
 * `page.request` logs the page's browser context in, the `request` fixture does not.
 */
export async function createAccount(request: APIRequestContext, name: string): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'a long enough password';
  const response = await request.post('/api/auth/signup', { headers: csrf, data: { name, email, password } });
  expect(response.status()).toBe(202);
  const code = await emailedSignupCode(email);
  const verified = await request.post('/api/auth/verify-email', { headers: csrf, data: { email, code } });
  expect(verified.status()).toBe(200);
  return { email, password };
}
