import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, logIn, signIn } from '../support/accounts';
import { bookWithProvider, getJson, postJson } from '../support/provider-jobs';

/**
 * The manager's job desk (issue 9): the demo provider declines a new customer's job; the demo
 * NYC manager finds it in the dashboard's queue, assigns the best-ranked free provider and sees
 * that on the history, and the customer sees it on their timeline. The manager cancels another
 * job waiving the fee, and cannot open Berlin's dashboard (403) nor a Berlin job through NYC's
 * desk (not found).
 */

async function expectNoSeriousViolations(page: Page, where: string, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function loggedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

/** A new customer's job with the demo provider (the earliest time she and someone else are free). */
async function bookedJob(browser: Browser, description: string) {
  const customer = await (await browser.newContext()).newPage();
  await createAccount(customer.request, 'Casey Newcomer');
  const provider = await (await browser.newContext()).newPage();
  await signIn(provider, demo.provider);
  const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
  await provider.context().close();
  return { customer, job: await bookWithProvider(customer.request, providerId, description, { withOthersFree: true }) };
}

/** A new customer's job in Berlin, booked through the API as the booking flow does. */
async function berlinJob(browser: Browser): Promise<string> {
  const customer = await (await browser.newContext()).newPage();
  await createAccount(customer.request, 'Kim Berliner');
  const services = [{ serviceId: 'home-cleaning', quantity: 1 }];
  const { days } = await postJson<{ days: Array<{ slots: Array<{ start: string }> }> }>(customer.request, '/api/markets/berlin/slots', { services, postalCode: '10115' });
  const start = days.flatMap((day) => day.slots)[0]!.start;
  const { providers } = await postJson<{ providers: Array<{ provider: { id: string } }> }>(customer.request, '/api/markets/berlin/slots/providers', { services, start });
  const { hold } = await postJson<{ hold: { id: string } }>(customer.request, '/api/holds', { marketId: 'berlin', providerId: providers[0]!.provider.id, start, services });
  const { job } = await postJson<{ job: { id: string } }>(customer.request, '/api/jobs', {
    holdId: hold.id,
    idempotencyKey: crypto.randomUUID(),
    services,
    address: { line1: 'Invalidenstraße 1', city: 'Berlin', postalCode: '10115' },
    jobInfo: { descriptionHtml: '<p>Windows</p>', size: 'small' },
    contact: { name: 'Kim Berliner', email: 'kim@example.com', phone: '+49 30 1234567' },
    paymentMethod: 'pm_card_visa',
  });
  await customer.context().close();
  return job.id;
}

test('a provider declines; the manager finds the job in the queue, assigns a ranked provider, and the customer sees who; another job is cancelled waiving the fee', async ({ browser }) => {
  test.setTimeout(150_000);
  const { customer, job } = await bookedJob(browser, 'Kitchen, please.');
  const manager = await loggedIn(browser, demo.manager);
  const maria = await loggedIn(browser, demo.provider);
  await postJson(maria.request, `/api/provider/jobs/${job.id}/decline`, { reason: 'Away that afternoon' });
  await maria.context().close();

  // The declined job waits in the dashboard's queue; "Find a provider" opens its desk.
  await manager.goto('/market/nyc/dashboard');
  const queue = manager.getByRole('region', { name: /Waiting for a provider/ });
  const waiting = queue.getByRole('listitem').filter({ has: manager.locator(`a[href="/market/nyc/job/${job.id}"]`) });
  await expect(waiting).toContainText('The provider declined: “Away that afternoon”');
  await waiting.getByRole('link', { name: /Find a provider/ }).click();
  await expect(manager).toHaveURL(new RegExp(`/market/nyc/job/${job.id}$`));
  await expect(manager.getByRole('heading', { level: 1 })).toContainText('Home cleaning');
  const provider = manager.getByRole('region', { name: 'Provider' });
  await expectNoSeriousViolations(manager, 'job desk');

  await provider.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = manager.getByRole('dialog', { name: 'Assign the job' });
  const ranked = dialog.getByRole('list', { name: 'Ranked providers' });
  await expect(ranked).toBeVisible();
  await expectNoSeriousViolations(manager, 'assign dialog', '[role="dialog"]');
  // The best-ranked provider: the first in the list; Maria declined, so she is not first.
  const assignFirst = ranked.getByRole('button', { name: /^Assign / }).first();
  const name = (await assignFirst.getAttribute('aria-label'))!.replace(/^Assign /, '');
  expect(name).not.toBe('Maria Alvarez');
  await expect(ranked.getByRole('listitem').first()).toContainText(/Score \d+(\.\d)? of 100/);
  await dialog.getByLabel(/Reason/).fill('Maria is away');
  await assignFirst.click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByText(`Assigned to ${name}`, { exact: true }).first()).toBeVisible();
  await expect(provider).toContainText(name);
  const history = manager.getByRole('list', { name: 'Job history' });
  await expect(history).toContainText('Provider: Maria Alvarez → nobody');
  await expect(history).toContainText(`Provider: nobody → ${name}`);
  await expect(history).toContainText('Reason: Maria is away');
  // On a phone: one column, nothing wider than the screen.
  await manager.setViewportSize({ width: 360, height: 800 });
  await expect(manager.getByRole('region', { name: 'History' })).toBeVisible();
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await manager.setViewportSize({ width: 1280, height: 800 });

  // The customer's timeline says who the market gave the job to.
  await customer.goto(`/job/${job.id}`);
  await expect(customer.getByText(`Assigned to ${name} by the market team`)).toBeVisible();

  // Another job, cancelled on the customer's behalf with the fee waived.
  const other = await bookedJob(browser, 'Windows, please.');
  await manager.goto(`/market/nyc/job/${other.job.id}`);
  await manager.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Cancel the job' }).click();
  const cancel = manager.getByRole('dialog', { name: 'Cancel this job?' });
  await cancel.getByRole('radio', { name: 'Waive the fee' }).click();
  await cancel.getByLabel(/Reason/).fill('Customer called to cancel');
  await cancel.getByRole('button', { name: 'Cancel the job' }).click();
  await expect(cancel).toBeHidden();
  await expect(manager.getByRole('region', { name: 'Actions' })).toContainText('Nothing more can be done to this job.');
  await expect(manager.getByRole('list', { name: 'Job history' })).toContainText('On behalf of the customer; fee waived');
});

test('a manager of one market cannot open another market’s dashboard (403) or its jobs (not found)', async ({ browser }) => {
  const berlinJobId = await berlinJob(browser);
  const manager = await loggedIn(browser, demo.manager);
  await manager.goto('/market/berlin/dashboard');
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('You don’t have access to this page');
  await manager.goto(`/market/nyc/job/${berlinJobId}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  await manager.goto(`/market/berlin/job/${berlinJobId}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('You don’t have access to this page');
});
