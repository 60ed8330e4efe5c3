import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, logIn, signIn } from '../support/accounts';
import { bookWithProvider, getJson, startableFrom } from '../support/provider-jobs';

/**
 * A provider's working day (issue 8): a new customer books with the demo provider, who accepts on
 * /provider, starts and completes; the customer sees each step and reviews. A decline and a
 * response window that runs out send jobs back to the market. The provider's browser is in
 * Berlin while the market is New York: the calendar and times stay in New York's zone.
 *
 * The jobs are booked hours ahead, as customers do; the test clock is then moved to half an hour
 * before the first one's start (when a provider may start it), and past the third one's answer time.
 */

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The calendar loads once near the screen, after the lists above it have settled: scroll until it is there. */
async function scrollToCalendar(page: Page) {
  await expect(async () => {
    await page.getByRole('heading', { level: 2, name: 'Calendar' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('provider-calendar')).toBeAttached({ timeout: 2_000 });
  }).toPass();
}

async function loggedIn(browser: Browser, email: string, timezoneId?: string) {
  const context = await browser.newContext(timezoneId ? { timezoneId } : {});
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

test('a provider answers, starts and completes a job; a decline and an unanswered request go back to the market', async ({ browser, testClock }) => {
  test.setTimeout(240_000);
  const provider = await loggedIn(browser, demo.provider, 'Europe/Berlin');
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await createAccount(customer.request, 'Casey Newcomer');

  const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
  const profileBefore = await getJson<{ rating: { count: number } }>(customer.request, `/api/providers/${providerId}`);
  try {
    // The journey's job first (the earliest time), then one to decline, then one nobody answers.
    const job = await bookWithProvider(customer.request, providerId, 'Kitchen and bathroom, please.');
    const declined = await bookWithProvider(customer.request, providerId, 'Windows inside and out.');
    const unanswered = await bookWithProvider(customer.request, providerId, 'Nobody will answer this one.');
    const { requests } = await getJson<{ requests: Array<{ id: string; respondBy: string }> }>(provider.request, '/api/provider/requests');
    const unansweredUntil = Date.parse(requests.find((request) => request.id === unanswered.id)!.respondBy);

    // The provider sees the request on /provider: the work, New York time, the area, the pay.
    await provider.goto('/provider');
    await expect(provider.getByRole('heading', { level: 1 })).toHaveText('Provider home');
    const card = provider.locator(`[data-request="${job.id}"]`);
    await expect(card).toContainText('Home cleaning, 1 hour');
    await expect(card).toContainText(/New York time \((EST|EDT)\)/);
    await expect(card).toContainText('10011 New York');
    await expect(card).not.toContainText('West 10th');
    await expect(card).toContainText(/Answer (within|soon)/);
    // The calendar, in the market's zone although this browser is in Berlin.
    await scrollToCalendar(provider);
    const calendar = provider.getByTestId('provider-calendar');
    await expect(calendar).toHaveAttribute('data-time-zone', 'America/New_York');
    await expect(calendar).toContainText(/Times in New York time/);
    const nyTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(new Date(job.start));
    const calendarJob = calendar.locator(`a[href="/provider/job/${job.id}"]`);
    await expect(calendarJob).toBeVisible();
    await expect(calendarJob).toContainText(nyTime.replace(/\s?[AP]M$/, '').replace(/:00$/, ''));
    await expectNoSeriousViolations(provider, '/provider');

    await card.getByRole('button', { name: 'Accept' }).click();
    // Exact: Radix also announces the toast in a live region ("Notification Request accepted…").
    await expect(provider.getByText('Request accepted', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    // Decline in place, with a reason.
    await provider.locator(`[data-request="${declined.id}"]`).getByRole('button', { name: 'Decline' }).click();
    const declineDialog = provider.getByRole('dialog', { name: 'Decline this request?' });
    await declineDialog.getByLabel('Why are you declining?').fill('I am away that afternoon.');
    await declineDialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(declineDialog).toBeHidden();
    await expect(provider.locator(`[data-request="${declined.id}"]`)).toHaveCount(0);

    // The customer's job page and My jobs say Confirmed, with the timeline.
    await customer.goto(`/job/${job.id}`);
    await expect(customer.getByText('Confirmed').first()).toBeVisible();
    const history = customer.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history).toContainText('Maria Alvarez (provider)');
    await customer.goto('/my-jobs');
    await expect(customer.getByRole('link', { name: 'Home cleaning, 1 hour' }).first()).toBeVisible();
    await expect(customer.locator('[data-status="confirmed"]').first()).toBeVisible();

    // Half an hour before the start the provider runs the job from its page: address and contact, start, complete.
    await testClock.advanceTo(startableFrom(job));
    await provider.goto(`/provider/job/${job.id}`);
    await expect(provider.getByRole('heading', { level: 1 })).toHaveText('Home cleaning, 1 hour');
    await expect(provider.getByRole('region', { name: 'When and where' })).toContainText('45 West 10th Street');
    await expect(provider.getByRole('link', { name: '+1 212 555 0199' })).toHaveAttribute('href', 'tel:+12125550199');
    await provider.getByLabel('New note').fill('Bring the long ladder.');
    await provider.getByRole('button', { name: 'Add note' }).click();
    await expect(provider.getByRole('list', { name: 'Your notes' })).toContainText('Bring the long ladder.');
    await expectNoSeriousViolations(provider, '/provider/job/{id}');
    await provider.getByRole('button', { name: 'Start job' }).click();
    await expect(provider.locator('[data-status="in_progress"]')).toBeVisible();
    await provider.getByRole('button', { name: 'Complete job' }).click();
    const completeDialog = provider.getByRole('dialog', { name: 'Complete this job?' });
    await completeDialog.getByLabel(/A note for the customer/).fill('All done.');
    await completeDialog.getByRole('button', { name: 'Complete job' }).click();
    await expect(provider.locator('[data-status="completed"]')).toBeVisible();

    // The customer reviews; the review counts on the public profile and leads its list, by first name.
    await customer.goto(`/job/${job.id}`);
    await expect(customer.locator('[data-status="completed"]').first()).toBeVisible();
    await customer.getByRole('radio', { name: '5 – Excellent' }).check();
    await customer.getByLabel('Anything to add? (optional)').fill('Spotless, thank you!');
    await customer.getByRole('button', { name: 'Send feedback' }).click();
    await expect(customer.getByText('Spotless, thank you!')).toBeVisible();
    await customer.goto(`/provider-profile/${providerId}`);
    await expect(customer.getByText(new RegExp(`from ${profileBefore.rating.count + 1} reviews`))).toBeVisible();
    const reviews = customer.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('Spotless, thank you!')).toBeVisible();
    await expect(reviews).toContainText('Casey');
    await expect(reviews).not.toContainText('Newcomer');

    // Declined: back to the market, as the customer sees it.
    await customer.goto(`/job/${declined.id}`);
    await expect(customer.locator('[data-status="unassigned"]').first()).toBeVisible();
    await expect(customer.getByRole('region', { name: 'History' })).toContainText('I am away that afternoon.');
    // Unanswered within the market's window: once it has passed, the worker sends it back to the market.
    await testClock.advanceTo(new Date(unansweredUntil + 60_000));
    await expect.poll(async () => (await getJson<{ status: string }>(customer.request, `/api/jobs/${unanswered.id}`)).status, { timeout: 30_000 }).toBe('unassigned');
    const expired = await getJson<{ timeline: Array<{ actor: { role: string }; to: string }> }>(customer.request, `/api/jobs/${unanswered.id}`);
    expect(expired.timeline.at(-1)).toMatchObject({ actor: { role: 'system' }, to: 'unassigned' });
  } finally {
    await Promise.all([provider.context().close(), customerContext.close()]);
  }
});

test('a provider runs the day on a phone: the home, its calendar and a job page fit 360 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  try {
    await signIn(page, demo.provider);
    await page.goto('/provider');
    await expect(page.getByRole('heading', { level: 2, name: /upcoming/i })).toBeVisible();
    // The calendar arrives lazily, as a week's list on a phone, with its view switcher.
    await scrollToCalendar(page);
    await expect(page.getByRole('tablist', { name: 'Change view' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /earnings/i })).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);

    const { jobs } = await getJson<{ jobs: Array<{ id: string }> }>(page.request, '/api/provider/upcoming');
    expect(jobs.length).toBeGreaterThan(0);
    await page.goto(`/provider/job/${jobs[0]!.id}`);
    await expect(page.getByRole('list', { name: 'Your notes' }).or(page.getByRole('form', { name: 'Add a note' })).first()).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
  } finally {
    await context.close();
  }
});
