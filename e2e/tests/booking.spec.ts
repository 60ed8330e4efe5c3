import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, demoPassword, emailedSignupCode, signIn } from '../support/accounts';
import { newCustomer, signUpInBrowser } from '../support/sign-up';
import { fillTestCard } from '../support/test-card';

/** The booking journey (docs/product.md §3, §7) as a visitor who has never been here does it. */

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true }).click();

async function chooseServices(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Book now' }).first().click();
  await expect(stepHeading(page)).toHaveText('Choose your services');
  await page.getByLabel('City').selectOption({ label: 'New York City' });
  await page.getByLabel('Home cleaning').fill('3');
  await expect(page.getByText('Estimated duration: about 3 hours')).toBeVisible();
  await expect(page.getByRole('complementary').getByText(/\$\d+/).first()).toBeVisible();
}

async function fillAddress(page: Page, postalCode: string) {
  await page.getByLabel('Street and number').fill('350 Fifth Avenue');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByLabel('Postal code').fill(postalCode);
}

test.describe('booking a job', () => {
  test.setTimeout(180_000);

  test('a new visitor books from home to confirmation (reloading midway, double-clicking Book and authorise), sees it in My jobs, and cancels it with the fee shown first', async ({ page }) => {
    const email = uniqueEmail();
    const jobRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/jobs') jobRequests.push(request.url());
    });

    await chooseServices(page);
    await expectNoSeriousViolations(page, 'services');
    await next(page);

    await expect(stepHeading(page)).toHaveText('Where is the job?');
    await next(page);
    await expect(page.getByText('Enter the street and number')).toBeVisible();
    await fillAddress(page, '10001');
    await expectNoSeriousViolations(page, 'address');
    await next(page);

    // A reload keeps everything chosen so far; /book-now resumes at the first unfinished step.
    await expect(stepHeading(page)).toHaveText('Tell us about the job');
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Tell us about the job');
    await page.goto('/book-now');
    await expect(page).toHaveURL(/\/book-now\/job-info$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('Street and number')).toHaveValue('350 Fifth Avenue');
    await expect(page.getByLabel('Postal code')).toHaveValue('10001');
    await next(page);

    await expect(stepHeading(page)).toHaveText('Tell us about the job');
    const editor = page.getByRole('textbox', { name: 'Describe the job' });
    await editor.click();
    await page.keyboard.type('Two bedrooms and a kitchen. Please bring ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('eco-friendly');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' supplies.');
    await page.getByLabel('Access notes (optional)').fill('Buzz 4B, the dog is friendly.');
    await page.getByRole('radio', { name: /^Medium/ }).click();
    await expectNoSeriousViolations(page, 'job-info');
    await next(page);

    // Contact details, creating the account right here.
    await expect(stepHeading(page)).toHaveText('Your contact details');
    await page.getByLabel('Full name').fill('Casey Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 212 555 0199');
    await page.getByLabel('Choose a password').fill('a long enough password');
    await expectNoSeriousViolations(page, 'contact-info');
    await next(page, 'Create account and continue');

    // The emailed code, entered in place; a reload while waiting brings the code step back.
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Your contact details');
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    await expectNoSeriousViolations(page, 'contact-info code');
    await page.getByLabel(/6-digit code/).fill(await emailedSignupCode(email));
    await next(page, 'Confirm and continue');

    // Times grouped by day, in the market's zone, named.
    await expect(stepHeading(page)).toHaveText('Pick a start time');
    await expect(page.getByText(/Times are in New York time \((EST|EDT)/)).toBeVisible();
    const firstDay = page.locator('[data-page="book-now/time-selection"] [role="group"]').first();
    await expect(firstDay.getByRole('heading')).toBeVisible();
    await expectNoSeriousViolations(page, 'time-selection');
    await firstDay.getByRole('button').first().click();

    await expect(stepHeading(page)).toHaveText('Choose your provider');
    const providers = page.getByRole('list', { name: 'Providers free at this time' }).getByRole('listitem');
    await expect(providers.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'provider-selection');
    await providers.first().getByRole('button', { name: /^Choose/ }).click();

    await expect(stepHeading(page)).toHaveText('Review and book');
    await expect(page.getByText(/holding this time for/i).first()).toBeVisible();
    const price = page.locator('section[aria-labelledby="price-title"]');
    await expect(price).toContainText('Service fee');
    await expect(price).toContainText('Tax');
    await expect(price).toContainText('Total');
    await expect(page.locator('section[aria-labelledby="policy-title"]')).toContainText('24 hours');
    await expect(page.getByText('eco-friendly')).toBeVisible();
    await expectNoSeriousViolations(page, 'confirm');

    // The card (test mode), then a double click places one booking.
    await fillTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Book and authorise \$\d+\.\d\d$/ }).dblclick();
    await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
    const jobId = page.url().split('/').pop()!;
    await expect(page.getByText(/Booked!/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home cleaning, 3 hours');
    await expect(page.getByText('Requested').first()).toBeVisible();
    const mine = await (await page.request.get('/api/jobs?scope=upcoming')).json();
    expect(mine.total).toBe(1);
    expect(mine.jobs[0].id).toBe(jobId);
    expect(jobRequests.length).toBeGreaterThanOrEqual(1);
    // What the customer wrote is kept, as safe HTML.
    const detail = await (await page.request.get(`/api/jobs/${jobId}`)).json();
    expect(detail.descriptionHtml).toContain('<strong>eco-friendly</strong>');

    // The draft is gone: a new booking starts from the beginning.
    await page.goto('/book-now');
    await expect(page).toHaveURL(/\/book-now\/services$/);

    // My jobs lists it with its status.
    await page.goto('/my-jobs');
    await expect(stepHeading(page)).toHaveText('My jobs');
    const row = page.getByRole('link', { name: 'Home cleaning, 3 hours' });
    await expect(row).toHaveAttribute('href', `/job/${jobId}`);
    await expectNoSeriousViolations(page, 'my-jobs');
    await row.click();

    // Cancel: the exact fee (or that it is free) is shown before confirming, as the API states it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home cleaning, 3 hours');
    await expectNoSeriousViolations(page, 'job page');
    const quote = await (await page.request.get(`/api/jobs/${jobId}/cancellation`)).json();
    await page.getByRole('button', { name: 'Cancel job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this job?' });
    if (quote.feeMinor === 0) await expect(dialog).toContainText(/free/i);
    else await expect(dialog).toContainText(`$${(quote.feeMinor / 100).toFixed(2)}`);
    await dialog.getByRole('button', { name: 'Cancel the job' }).click();
    await expect(dialog.getByText('Tell us why')).toBeVisible();
    await dialog.getByLabel('Why are you cancelling?').fill('Plans changed.');
    await dialog.getByRole('button', { name: 'Cancel the job' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    const cancelled = await (await page.request.get(`/api/jobs/${jobId}`)).json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.at(-1)).toMatchObject({ to: 'cancelled', reason: 'Plans changed.' });
  });

  test('a returning customer logs in at the contact step and carries on where they were', async ({ page }) => {
    await chooseServices(page);
    await next(page);
    await fillAddress(page, '11201');
    await next(page);
    await page.getByRole('textbox', { name: 'Describe the job' }).fill('Assemble a wardrobe and a desk.');
    await page.getByRole('radio', { name: /^Small/ }).click();
    await next(page);

    await page.getByRole('radio', { name: 'Yes, let me log in' }).click();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await page.getByLabel('Email').fill(demo.customer);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('You are logged in as Jordan Miller')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Jordan Miller');
    await expect(page.getByLabel('Email')).toHaveValue(demo.customer);
    await page.getByLabel('Phone').fill('+1 718 555 0100');
    await next(page);

    await expect(stepHeading(page)).toHaveText('Pick a start time');
    // Everything chosen before logging in is still there.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Describe the job' })).toContainText('Assemble a wardrobe and a desk.');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('Postal code')).toHaveValue('11201');
  });

  test('an address no live market covers leads to the waitlist for that area, with the postal code filled in', async ({ page }) => {
    await chooseServices(page);
    await next(page);
    await fillAddress(page, 'M5V 3L9');
    await next(page);
    await expect(page).toHaveURL(/\/coming-soon\?postalCode=M5V(\+|%20)3L9$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not in your area yet/i);
    await expect(page.getByLabel('Postal code')).toHaveValue('M5V 3L9');
  });

  test('a step cannot be entered before the steps it needs', async ({ page }) => {
    await page.goto('/book-now/confirm');
    await expect(page).toHaveURL(/\/book-now\/services$/);
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /first/ }).first()).toBeVisible();
  });

  test('someone else’s job is not found, for a customer who is not its customer', async ({ page, browser }) => {
    const owner = await browser.newPage();
    await signIn(owner, demo.customer);
    const theirJob = (await (await owner.request.get('/api/jobs?scope=upcoming')).json()).jobs[0].id as string;
    await owner.close();

    await signUpInBrowser(page, newCustomer('Nosy Parker'));
    await page.goto(`/job/${theirJob}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
    expect((await page.request.get(`/api/jobs/${theirJob}`)).status()).toBe(404);
  });
});
