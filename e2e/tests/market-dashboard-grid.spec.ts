import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, logIn } from '../support/accounts';
import { bookWithProvider, getJson, postJson } from '../support/provider-jobs';

/**
 * The market dashboard's Jobs, Today and Calendar tabs (issue 9) as NYC's demo manager: the grid
 * filters and sorts, and its URL restores the view after a reload; a job the demo provider
 * declines waits in the Today tab's queue; the calendar shows the market's jobs and filters by
 * provider. The two jobs made here are cancelled at the end.
 */

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function loggedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

/** The rows' jobs in order, once the grid shows the answer to its current view (not the last one's, kept while it loads). */
const rowIds = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]:has(tbody)')).toHaveCount(0);
  return page.locator('tbody [data-job-id]').evaluateAll((links) => links.map((link) => link.getAttribute('data-job-id')));
};

test('the grid filters, sorts and keeps its view in the URL; the queue and the calendar show the market’s jobs', async ({ browser }) => {
  test.setTimeout(120_000);
  const manager = await loggedIn(browser, demo.manager);
  const provider = await loggedIn(browser, demo.provider);
  const customer = await (await browser.newContext()).newPage();
  await createAccount(customer.request, 'Grid Tester');
  const providerId = (await getJson<{ user: { providerId: string } }>(provider.request, '/api/auth/me')).user.providerId;
  const providerName = (await getJson<{ displayName: string }>(customer.request, `/api/providers/${providerId}`)).displayName;

  // One job the demo provider has yet to answer, one she declines (back to the market).
  const requested = await bookWithProvider(customer.request, providerId, 'Grid test: still requested.');
  const declined = await bookWithProvider(customer.request, providerId, 'Grid test: declined.');
  await postJson(provider.request, `/api/provider/jobs/${declined.id}/decline`, { reason: 'Away that day' });
  try {
    // Jobs tab: requested jobs only, earliest start first.
    await manager.goto('/market/nyc/dashboard?tab=jobs');
    await expect(manager.getByRole('heading', { level: 2, name: 'Jobs' })).toBeVisible();
    await manager.getByRole('checkbox', { name: 'Requested' }).click();
    await expect(manager).toHaveURL(/status=requested/);
    const start = manager.getByRole('columnheader', { name: /Start/ });
    await start.getByRole('button').click();
    await expect(start).toHaveAttribute('aria-sort', 'ascending');
    // Start is the default sort, so only the direction shows in the URL.
    await expect(manager).toHaveURL(/dir=asc/);
    await expect(manager.locator(`tbody [data-job-id="${requested.id}"]`)).toBeVisible();
    await expect(manager.locator(`tbody [data-job-id="${declined.id}"]`)).toHaveCount(0);
    const before = await rowIds(manager);
    await expectNoSeriousViolations(manager, 'jobs tab');

    await manager.reload();
    await expect(manager.getByRole('checkbox', { name: 'Requested' })).toBeChecked();
    await expect(manager.getByRole('columnheader', { name: /Start/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(manager.locator(`tbody [data-job-id="${requested.id}"]`)).toBeVisible();
    expect(await rowIds(manager)).toEqual(before);
    // The CSV link carries the same filters.
    await expect(manager.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', /\/api\/markets\/nyc\/jobs\.csv\?.*status=requested/);

    await manager.locator(`tbody [data-job-id="${requested.id}"]`).click();
    await expect(manager).toHaveURL(new RegExp(`/market/nyc/job/${requested.id}$`));

    // Today tab: the declined job waits for a provider, with why.
    await manager.goto('/market/nyc/dashboard?tab=today');
    const queue = manager.getByRole('region', { name: /Waiting for a provider/ });
    const item = queue.getByRole('listitem').filter({ has: manager.locator(`a[href="/market/nyc/job/${declined.id}"]`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('The provider declined: “Away that day”');
    await expect(item).toContainText(/starts in|started/);
    await expectNoSeriousViolations(manager, 'today tab');

    // Calendar tab: both jobs in the week of their start; filtering by the provider keeps hers only.
    await manager.goto('/market/nyc/dashboard?tab=calendar');
    const calendar = manager.getByTestId('market-calendar');
    await expect(calendar).toHaveAttribute('data-time-zone', 'America/New_York');
    const requestedEvent = calendar.locator(`a[href="/market/nyc/job/${requested.id}"]`);
    const declinedEvent = calendar.locator(`a[href="/market/nyc/job/${declined.id}"]`);
    // The earliest free time may fall in next week (late on a Sunday): looked at once this week's
    // jobs have arrived, not before.
    await expect(calendar.getByRole('status')).toHaveText(/\d+ jobs? shown/);
    if (!(await requestedEvent.isVisible())) await manager.getByRole('button', { name: /next/i }).first().click();
    await expect(requestedEvent).toBeVisible();
    await expect(declinedEvent).toBeVisible();
    await expectNoSeriousViolations(manager, 'calendar tab');
    await calendar.getByRole('combobox', { name: 'Provider' }).selectOption({ label: providerName });
    await expect(manager).toHaveURL(new RegExp(`provider=${providerId}`));
    await expect(declinedEvent).toHaveCount(0);
    await expect(requestedEvent).toBeVisible();
    await requestedEvent.click();
    await expect(manager).toHaveURL(new RegExp(`/market/nyc/job/${requested.id}$`));
  } finally {
    for (const job of [requested, declined]) await customer.request.post(`/api/jobs/${job.id}/cancel`, { headers: { 'x-requested-with': 'handyhub' }, data: { reason: 'Grid test done' } });
  }
});
