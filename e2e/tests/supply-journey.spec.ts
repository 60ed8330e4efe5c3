import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, emailedSignupCode, logIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { type Applicant, fillApplication, setHoursEveryDay, signUpOnApply, testPhone } from '../support/provider-application';
import { bookWithProvider, getJson, postJson } from '../support/provider-jobs';
import { newCustomer } from '../support/sign-up';
import { fillTestCard } from '../support/test-card';

/**
 * Issue 20's journey (docs/supply.md), everyone on a phone: a new person applies and passes the
 * test-mode checks; New York's manager approves them on the dashboard's Providers tab; the new
 * provider sets weekly hours from the first-steps checklist; a new customer books them; the
 * manager suspends them, a fresh search no longer offers them, and their jobs wait for
 * reassignment (requested → unassigned queue, confirmed → "Needs reassignment"). Also: a
 * reviewer asks the demo applicant Tomás Herrera for changes.
 *
 * Time of day does not matter: the provider works 09:00–13:00 every day, and the customer books
 * 10:00 on the third day offered (always past the market's minimum notice).
 */
const phone = { width: 390, height: 844 };

async function loggedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await logIn(page, email);
  return page;
}

/** Nothing on the page is wider than the phone: actions are never hidden off screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true }).click();

/** The booking flow up to "Pick a start time", for one hour of home cleaning in New York. */
async function searchTimes(page: Page) {
  await page.goto('/book-now');
  await expect(stepHeading(page)).toHaveText('Choose your services');
  await page.getByLabel('City').selectOption({ label: 'New York City' });
  await page.getByLabel('Home cleaning').fill('1');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Where is the job?');
  await page.getByLabel('Street and number').fill('350 Fifth Avenue');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByLabel('Postal code').fill('10001');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Tell us about the job');
  await page.getByRole('textbox', { name: 'Describe the job' }).fill('Kitchen and bathroom.');
  await page.getByRole('radio', { name: /^Small/ }).click();
  await next(page);
}

/** The third day offered, and its 10:00 start. */
function tenOClock(page: Page) {
  const day = page.locator('[data-page="book-now/time-selection"] [role="group"]').nth(2);
  return { day, time: day.getByRole('button', { name: /^10:00\sAM$/ }) };
}

test('a new provider is approved, sets hours, is booked, then suspended: no longer offered, their jobs wait for reassignment', async ({ browser }) => {
  test.setTimeout(360_000);
  const person: Applicant = { ...newCustomer('Jordan Applicant'), phone: testPhone(), displayName: `Jordan ${Date.now().toString(36)}` };

  // The applicant: every step with the clear test values, then the status view.
  const applicant = await (await browser.newContext({ viewport: phone })).newPage();
  await signUpOnApply(applicant, person);
  await fillApplication(applicant, person);
  await applicant.getByRole('button', { name: 'Submit application' }).click();
  await expect(applicant.getByRole('status').filter({ hasText: 'The market team is reviewing your application' })).toBeVisible();
  await expectNoSeriousViolations(applicant, '/provider/apply status');

  // The manager: the application with its checks, approved.
  const manager = await loggedIn(browser, demo.manager);
  await manager.goto('/market/nyc/dashboard?tab=providers');
  const card = manager.locator('[data-application-id]').filter({ hasText: person.displayName });
  await expect(card).toBeVisible();
  for (const check of ['Identity clear', 'Phone verified', 'Payout account ending 6789', 'Picture uploaded']) {
    await expect(card.getByRole('list', { name: 'Checks' })).toContainText(check);
  }
  await expect(card.getByText('Needs review', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(manager, 'Providers tab');
  await expectNoSidewaysScroll(manager);
  await card.getByRole('button', { name: `Review ${person.displayName}` }).click();
  const application = manager.getByRole('dialog', { name: `Application from ${person.displayName}` });
  await expect(application).toContainText(person.email);
  await expect(application).toContainText('Seven years of careful home cleaning.');
  await expectNoSeriousViolations(manager, 'application view');
  await application.getByRole('button', { name: 'Approve' }).click();
  const approve = manager.getByRole('dialog', { name: 'Approve this application' });
  await approve.getByLabel('Note (optional)').fill('Welcome aboard.');
  await expectNoSeriousViolations(manager, 'reason dialog (approve)');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(application).toContainText('This application was approved');
  await application.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toHaveCount(0);

  // The new provider: the first steps on /provider, weekly hours from there.
  await applicant.goto('/provider');
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText('Provider home');
  const steps = applicant.getByRole('list', { name: 'First steps' });
  await expect(steps).toBeVisible();
  await expect(applicant.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectNoSeriousViolations(applicant, '/provider with the checklist');
  await steps.getByRole('link', { name: /Set your weekly hours/ }).click();
  await setHoursEveryDay(applicant);
  await applicant.goto('/provider');
  // Picture, bio and services came from the application: with hours set, nothing is left to do.
  await expect(applicant.getByRole('heading', { name: 'Availability for new requests' })).toBeVisible();
  await expect(steps).toHaveCount(0);
  // Pausing and resuming, in words (resumed before anyone books).
  await applicant.getByRole('button', { name: 'Pause' }).click();
  await expect(applicant.getByText(/You are paused: no new requests/)).toBeVisible();
  await expectNoSeriousViolations(applicant, '/provider paused');
  await applicant.getByRole('button', { name: 'Resume' }).click();
  await expect(applicant.getByText(/You are active/)).toBeVisible();
  const providerId = (await getJson<{ user: { providerId: string } }>(applicant.request, '/api/auth/me')).user.providerId;

  // A new customer books them, choosing them at the provider step.
  const customer = await (await browser.newContext({ viewport: phone })).newPage();
  const buyer = newCustomer('Casey Booker');
  await searchTimes(customer);
  await expect(stepHeading(customer)).toHaveText('Your contact details');
  await customer.getByLabel('Full name').fill(buyer.name);
  await customer.getByLabel('Email').fill(buyer.email);
  await customer.getByLabel('Phone').fill('+1 212 555 0199');
  await customer.getByLabel('Choose a password').fill(buyer.password);
  await next(customer, 'Create account and continue');
  await customer.getByLabel(/6-digit code/).fill(await emailedSignupCode(buyer.email));
  await next(customer, 'Confirm and continue');
  await expect(stepHeading(customer)).toHaveText('Pick a start time');
  const slot = tenOClock(customer);
  const day = await slot.day.getByRole('heading').textContent();
  await slot.time.click();
  await expect(stepHeading(customer)).toHaveText('Choose your provider');
  await customer.getByRole('list', { name: 'Providers free at this time' }).getByRole('listitem').filter({ hasText: person.displayName }).getByRole('button', { name: /^Choose/ }).click();
  await expect(stepHeading(customer)).toHaveText('Review and book');
  await fillTestCard(customer, '4242 4242 4242 4242');
  await customer.getByRole('button', { name: /^Book and authorise/ }).click();
  await expect(customer).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
  const confirmedId = customer.url().split('/').pop()!;
  const { start } = await getJson<{ start: string }>(customer.request, `/api/jobs/${confirmedId}`);

  // They accept it; a second request stays unanswered.
  await applicant.goto('/provider');
  await applicant.locator(`[data-request="${confirmedId}"]`).getByRole('button', { name: 'Accept' }).click();
  await expect(applicant.getByText('Request accepted', { exact: true })).toBeVisible();
  const requested = await bookWithProvider(customer.request, providerId, 'Windows inside and out.');

  // The manager suspends them from the roster, with a reason.
  await manager.goto('/market/nyc/dashboard?tab=providers');
  await manager.getByRole('searchbox', { name: 'Name' }).fill(person.displayName);
  const row = manager.getByRole('row').filter({ hasText: person.displayName });
  await expect(row).toContainText('Active');
  await expectNoSidewaysScroll(manager);
  await row.getByRole('button', { name: person.displayName }).click();
  const profile = manager.getByRole('dialog', { name: person.displayName });
  await expect(profile.locator(`a[href="/market/nyc/job/${confirmedId}"]`)).toBeVisible();
  await expectNoSeriousViolations(manager, 'provider view');
  await profile.getByRole('button', { name: 'Suspend' }).click();
  const suspend = manager.getByRole('dialog', { name: 'Suspend this provider' });
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend.getByText('Give a reason')).toBeVisible();
  await expectNoSeriousViolations(manager, 'reason dialog (suspend)');
  await suspend.getByLabel('Reason').fill('Two customers reported missed visits.');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toBeHidden();
  await expect(profile).toContainText('Reason: Two customers reported missed visits.');
  await expect(profile).toContainText(/suspended by .*\(manager\): “Two customers reported missed visits\.”/);
  await manager.keyboard.press('Escape');
  await expect(row).toContainText('Suspended');

  // Their confirmed job waits under "Needs reassignment"; the requested one went to the unassigned queue.
  const reassign = manager.getByRole('region', { name: /Needs reassignment/ });
  await expect(reassign.locator(`a[href="/market/nyc/job/${confirmedId}"]`)).toBeVisible();
  const desk = await getJson<{ status: string }>(manager.request, `/api/markets/nyc/jobs/${requested.id}/desk`);
  expect(desk.status).toBe('unassigned');

  // A fresh search for the same time no longer offers them.
  await searchTimes(customer);
  await expect(stepHeading(customer)).toHaveText('Your contact details');
  await next(customer);
  await expect(stepHeading(customer)).toHaveText('Pick a start time');
  const { providers } = await postJson<{ providers: Array<{ provider: { id: string } }> }>(customer.request, '/api/markets/nyc/slots/providers', { services: [{ serviceId: 'home-cleaning', quantity: 1 }], start });
  expect(providers.map(({ provider }) => provider.id)).not.toContain(providerId);
  const sameDay = customer.getByRole('group', { name: day! });
  const sameTime = sameDay.getByRole('button', { name: /^10:00\sAM$/ });
  if (await sameTime.count()) {
    await sameTime.click();
    await expect(stepHeading(customer)).toHaveText('Choose your provider');
    await expect(customer.getByRole('list', { name: 'Providers free at this time' })).not.toContainText(person.displayName);
  }

  // The suspended provider sees why on /provider.
  await applicant.goto('/provider');
  await expect(applicant.getByText(/You are suspended in New York City/)).toBeVisible();
  await expect(applicant.getByText(/Two customers reported missed visits/)).toBeVisible();
});

test('a reviewer asks the demo applicant whose identity needs review for changes', async ({ browser }) => {
  const manager = await loggedIn(browser, demo.manager);
  await manager.goto('/market/nyc/dashboard?tab=providers');
  const card = manager.locator('[data-application-id]').filter({ hasText: /Tomás/ });
  await expect(card.getByText('Needs review', { exact: true })).toBeVisible();
  await expect(card).toContainText('Identity needs review');
  await card.getByRole('button', { name: /^Review/ }).click();
  const application = manager.getByRole('dialog', { name: /^Application from Tomás/ });
  await application.getByRole('button', { name: 'Ask for changes' }).click();
  const ask = manager.getByRole('dialog', { name: 'Ask for changes' });
  await ask.getByLabel('Reason').fill('Please upload a clearer photo of your ID.');
  await ask.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(ask).toBeHidden();
  await expect(application).toContainText('Changes were requested');
  await expect(application).toContainText('Please upload a clearer photo of your ID.');
  await application.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toHaveCount(0);
});
