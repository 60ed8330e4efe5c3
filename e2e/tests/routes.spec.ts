import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, signIn } from '../support/accounts';
import { remoteOrigin } from '../support/ports';
import { specRoutes, type DemoFacts, type RouteCase } from '../support/routes';

const remotes = ['booking', 'provider', 'market'] as const;
let providerId = '';
let customerJobId = '';
let providerJobId = '';
let planId = '';
const facts: DemoFacts = { jobServiceNames: [], providerName: '', providerJobServiceNames: [] };

/**
 * One page per kind of viewer, kept for the file's tests: each route is still a fresh load, but
 * the scripts come from the browser's cache as a returning visitor's would, and each viewer logs
 * in once (the first visit of each remote is measured by bench:bundle, not here).
 */
const viewers = new Map<string, Page>();
async function viewerPage(browser: Browser, as: RouteCase['as']): Promise<Page> {
  const key = as ?? 'visitor';
  let page = viewers.get(key);
  if (!page) {
    page = await browser.newPage();
    if (as) await signIn(page, demo[as]);
    viewers.set(key, page);
  }
  return page;
}
test.afterAll(async () => {
  for (const page of viewers.values()) await page.context().close();
  viewers.clear();
});

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, demo.provider);
  providerId = (await (await page.request.get('/api/auth/me')).json()).user.providerId;
  facts.providerName = (await (await page.request.get(`/api/providers/${providerId}`)).json()).displayName;
  // Any of her jobs: what a worker's earlier specs did, at a later time, decides which are left upcoming.
  const providerJob = (await (await page.request.get('/api/provider/upcoming')).json()).jobs[0] ?? (await (await page.request.get('/api/provider/requests')).json()).requests[0];
  providerJobId = providerJob.id;
  facts.providerJobServiceNames = providerJob.services.map((service: { name: string }) => service.name);
  await page.close();
  const customer = await browser.newPage();
  await signIn(customer, demo.customer);
  // Upcoming, else past: my-jobs.spec may have moved the upcoming one to a time the clock has passed since.
  const customerJobs = async (scope: string) => (await (await customer.request.get(`/api/jobs?scope=${scope}`)).json()).jobs as Array<{ id: string }>;
  customerJobId = ((await customerJobs('upcoming'))[0] ?? (await customerJobs('past'))[0])!.id;
  planId = (await (await customer.request.get('/api/plans')).json()).plans[0]?.id ?? '';
  const job = await (await customer.request.get(`/api/jobs/${customerJobId}`)).json();
  facts.jobServiceNames = job.services.map((service: { name: string }) => service.name);
  // Without them the expected headings would match anything.
  expect(facts.jobServiceNames.length).toBeGreaterThan(0);
  expect(facts.providerName).not.toBe('');
  expect(facts.providerJobServiceNames.length).toBeGreaterThan(0);
  expect(planId).not.toBe('');
  await customer.close();
});

test.describe('every route of the specification', () => {
  for (const route of specRoutes) {
    test(`${route.path} is served by ${route.owner} in the ${route.layout} layout${route.as ? ` (as ${route.as})` : ''}`, async ({ browser }) => {
      const page = await viewerPage(browser, route.as);
      const remoteRequests = new Set<string>();
      const noteRemote = (request: { url(): string }) => {
        for (const remote of remotes) if (request.url().startsWith(remoteOrigin(remote))) remoteRequests.add(remote);
      };
      page.on('request', noteRemote);
      try {
        await expectServed(page, route, remoteRequests);
      } finally {
        page.off('request', noteRemote);
      }
    });
  }
});

/** The route's page, fresh: its heading, its layout, and only its owner's remote fetched. */
async function expectServed(page: Page, route: RouteCase, remoteRequests: Set<string>): Promise<void> {
  await page.goto(route.path.replace('{provider}', providerId).replace('{providerJob}', providerJobId).replace('{job}', customerJobId).replace('{plan}', planId));
  if (route.redirectsTo) await expect(page).toHaveURL(new RegExp(`${route.redirectsTo}$`));

  const heading = typeof route.heading === 'function' ? route.heading(facts) : route.heading;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
  if (route.owner === 'shell') {
    await expect(page.locator('[data-mfe]')).toHaveCount(0);
    expect([...remoteRequests]).toEqual([]);
  } else {
    await expect(page.locator(`[data-mfe="${route.owner}"]`)).toHaveCount(1);
    expect([...remoteRequests]).toEqual([route.owner]);
  }
}
