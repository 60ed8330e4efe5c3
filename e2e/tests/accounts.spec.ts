import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { emailedSignupCode, logIn } from '../support/accounts';
import { accountMail, outboxReader } from '../support/outbox';
import { getJson, postJson } from '../support/provider-jobs';
import { newCustomer, signUpInBrowser } from '../support/sign-up';

/**
 * Issue 19's journey, as one customer lives it: sign up with the emailed code, forget the
 * password and reset it by the emailed link, take a copy of their data, and leave. The e2e site
 * keeps every email in the local outbox, read here as an admin through the API.
 */

let outbox: APIRequestContext;
test.beforeAll(async () => {
  outbox = await outboxReader();
});
test.afterAll(async () => {
  await outbox.dispose();
});

async function refusedLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/do not match/i);
}

/** A job far ahead with any New York provider, booked as the page's customer through the API. */
async function bookAJob(request: APIRequestContext): Promise<string> {
  const services = [{ serviceId: 'home-cleaning', quantity: 1 }];
  const { days } = await postJson<{ days: Array<{ slots: Array<{ start: string }> }> }>(request, '/api/markets/nyc/slots', { services, postalCode: '10011' });
  const start = days.flatMap((day) => day.slots).at(-1)!.start;
  const { providers } = await postJson<{ providers: Array<{ provider: { id: string } }> }>(request, '/api/markets/nyc/slots/providers', { services, start });
  const { hold } = await postJson<{ hold: { id: string } }>(request, '/api/holds', { marketId: 'nyc', providerId: providers[0]!.provider.id, start, services });
  const { job } = await postJson<{ job: { id: string } }>(request, '/api/jobs', {
    holdId: hold.id,
    idempotencyKey: crypto.randomUUID(),
    services,
    address: { line1: '45 West 10th Street', city: 'New York', postalCode: '10011' },
    jobInfo: { descriptionHtml: '<p>Before I leave the site.</p>', accessNotes: 'Ring 3B', size: 'small' },
    contact: { name: 'Lee Leaving', email: 'lee@example.com', phone: '+1 212 555 0142' },
    paymentMethod: 'pm_card_visa',
  });
  return job.id;
}

test('a customer signs up with the emailed code, resets a forgotten password by link, downloads their data and deletes the account', async ({ page }) => {
  test.setTimeout(120_000);
  const lee = newCustomer('Lee Leaving');
  const newPassword = 'quiet harbour lantern 42';

  // Sign up on /login: the code from the email, typed in place.
  await signUpInBrowser(page, lee, '/my-jobs');
  await expect(page).toHaveURL(/\/my-jobs$/);
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // Forgot the password: the login form takes the typed email to the reset request.
  await page.goto('/login');
  await page.getByLabel('Email').fill(lee.email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(lee.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(`If an account exists for ${lee.email}, we’ve sent a link to reset its password. It works for 1 hour.`)).toBeVisible();

  const reset = await accountMail(outbox, lee.email, /Reset your Handyhub password/);
  expect(reset.link).toMatch(/^\/reset-password\?token=/);
  await page.goto(reset.link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed and every device was logged out. Log in with your new password.')).toBeVisible();

  // The old password is refused; the link works once.
  await refusedLogin(page, lee.email, lee.password);
  await page.goto(reset.link!);
  await page.getByLabel('New password', { exact: true }).fill('another fresh password 7');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link no longer works');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  await logIn(page, lee.email, newPassword);

  // Their data, as one JSON file.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { sections: Record<string, unknown[]> };
  expect(JSON.stringify(data.sections)).toContain(lee.email);

  // Leaving with a job ahead: the fee screen first, then the password.
  const jobId = await bookAJob(page.request);
  const check = await getJson<{ jobsToCancel: Array<{ jobId: string; feeMinor: number }> }>(page.request, '/api/account/deletion');
  const fee = check.jobsToCancel.find((job) => job.jobId === jobId)!.feeMinor;
  await page.reload();
  const leaving = page.getByRole('region', { name: 'Delete my account' });
  await expect(leaving.getByRole('heading', { name: '1 upcoming job will be cancelled' })).toBeVisible();
  await expect(leaving.getByRole('listitem').filter({ hasText: 'Home cleaning' })).toContainText(fee === 0 ? 'no fee' : `cancellation fee $${(fee / 100).toFixed(2)}`);
  await expect(leaving.getByRole('heading', { name: 'What we keep' })).toBeVisible();
  await leaving.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await refusedLogin(page, lee.email, newPassword);
});

test('the booking flow creates the account with the emailed code in place, and goes on to the times', async ({ page }) => {
  test.setTimeout(120_000);
  const sam = newCustomer('Sam Steps');
  await page.goto('/book-now');
  await page.getByLabel('City').selectOption({ label: 'New York City' });
  await page.getByLabel('Home cleaning').fill('2');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Street and number').fill('350 Fifth Avenue');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByLabel('Postal code').fill('10001');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('textbox', { name: 'Describe the job' }).fill('Kitchen and bathroom.');
  await page.getByRole('radio', { name: /^Small/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByLabel('Full name').fill(sam.name);
  await page.getByLabel('Email').fill(sam.email);
  await page.getByLabel('Phone').fill('+1 212 555 0177');
  await page.getByLabel('Choose a password').fill(sam.password);
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${sam.email}`)).toBeVisible();

  // A wrong code is refused at the field; the emailed one goes on.
  const code = await emailedSignupCode(sam.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(/6-digit code/).fill(wrong);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByLabel(/6-digit code/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/6-digit code/).fill(code);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick a start time');
  const me = await getJson<{ user: { email: string; name: string } }>(page.request, '/api/auth/me');
  expect(me.user).toMatchObject({ email: sam.email, name: sam.name });
});
