import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, signIn } from '../support/accounts';
import { specRoutes, type RouteCase } from '../support/routes';

/**
 * Every route of docs/product.md §3 in the pseudo-locale en-XA (docs/languages.md): each
 * catalogue's English made accented and longer at build time. Visible text that is still plain
 * English escaped translation. Not counted: data (inside `translate="no"`), sentences the API
 * wrote (`data-worded-by="api"`: in the page's language, but the API has no pseudo-locale;
 * its German is proved by the API's tests), `<time>`s, and the
 * platform's own words in formatted dates, times and lists (a pseudo-locale formats as English:
 * "Monday", "Nov", "PM", "and"), nor a unit symbol of one or two letters ("m²").
 */
async function platformWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const intlWords = new Set<string>();
    const collect = (text: string) => text.match(/[A-Za-z]+/g)?.forEach((word) => intlWords.add(word));
    for (let day = 0; day < 366; day += 3) {
      const date = new Date(Date.UTC(2026, 0, 1 + day, 15));
      for (const options of [{ dateStyle: 'full', timeStyle: 'full' }, { dateStyle: 'medium', timeStyle: 'short' }, { weekday: 'short', month: 'short', day: 'numeric' }] as const) {
        collect(new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/New_York' }).format(date));
        collect(new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Europe/Berlin' }).format(date));
      }
    }
    for (const type of ['conjunction', 'disjunction'] as const) collect(new Intl.ListFormat('en-US', { type }).format(['a', 'b', 'c']));
    for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) for (const value of [-2, -1, 0, 1, 2]) collect(new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(value, unit));
    ['UTC', 'GMT', 'EST', 'EDT', 'CET', 'CEST'].forEach((zone) => intlWords.add(zone));
    return [...intlWords];
  });
}

/** The visible text on the page that escaped translation; `words`: the platform's (platformWords). */
async function escapedText(page: Page, words: string[]): Promise<string[]> {
  return page.evaluate((words) => {
    const pseudo = /[\u00C0-\u024F\u1E00-\u1EFF\u0250-\u02AF]/;
    const intlWords = new Set(words);
    const escaped = (text: string) => !pseudo.test(text) && (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !intlWords.has(word)).join('').length > 2;

    const found: string[] = [];
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!element || !escaped(text)) continue;
      if (element.closest('[translate="no"], [data-worded-by="api"], time, script, style, noscript') || !shown(element)) continue;
      found.push(`${element.tagName.toLowerCase()}: ${text.slice(0, 80)}`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (escaped(field.placeholder) && shown(field) && !field.closest('[translate="no"]')) found.push(`placeholder: ${field.placeholder}`);
    }
    return found;
  }, words);
}

/** The demo provider's id, one of the demo customer's jobs, one of the provider's and the customer's plan (as routes.spec reads them). */
const ids = { provider: '', job: '', providerJob: '', plan: '' };

test.beforeAll(async ({ browser }) => {
  const provider = await browser.newPage();
  await signIn(provider, demo.provider);
  const json = async (page: Page, path: string) => (await page.request.get(path)).json();
  ids.provider = (await json(provider, '/api/auth/me')).user.providerId;
  ids.providerJob = ((await json(provider, '/api/provider/upcoming')).jobs[0] ?? (await json(provider, '/api/provider/requests')).requests[0]).id;
  await provider.close();
  const customer = await browser.newPage();
  await signIn(customer, demo.customer);
  ids.job = ((await json(customer, '/api/jobs?scope=upcoming')).jobs[0] ?? (await json(customer, '/api/jobs?scope=past')).jobs[0]).id;
  ids.plan = (await json(customer, '/api/plans')).plans[0]?.id ?? '';
  await customer.close();
});

/**
 * The routes, by who may see them: one browser each, logged in once. A booking step that sends a
 * visitor with nothing chosen back to the first step shows that step's page, checked once there.
 */
const byViewer = new Map<RouteCase['as'], RouteCase[]>();
for (const route of specRoutes.filter((route) => !route.redirectsTo)) byViewer.set(route.as, [...(byViewer.get(route.as) ?? []), route]);

/**
 * Tabs each viewer's routes are shared between: a route is read once the network has been quiet
 * for half a second (nothing still loading), idle time that tabs side by side spend together.
 */
const TABS = 3;

for (const [viewer, routes] of byViewer) {
  test(`no visible text escapes translation on the routes ${viewer ? `a ${viewer} sees` : 'everyone sees'}`, async ({ browser }) => {
    test.setTimeout(30_000 + routes.length * 8_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    if (viewer) await signIn(page, demo[viewer]);
    await page.goto('/');
    await context.addCookies([{ name: 'lang', value: 'en-XA', domain: new URL(page.url()).hostname, path: '/' }]);
    const words = await platformWords(page);
    // Logging out ends the session the other routes need: it is not visited.
    const queue = routes.filter((route) => route.path !== '/logout');
    const found = new Map<string, string[]>();
    const tabs = [page, ...(await Promise.all(Array.from({ length: Math.min(TABS, queue.length) - 1 }, () => context.newPage())))];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let route = queue.shift(); route; route = queue.shift()) {
          await tab.goto(route.path.replace('{provider}', ids.provider).replace('{providerJob}', ids.providerJob).replace('{job}', ids.job).replace('{plan}', ids.plan));
          await expect(tab.locator('html')).toHaveAttribute('lang', 'en-XA');
          await expect(tab.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
          await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
          await tab.waitForLoadState('networkidle');
          found.set(route.path, (await escapedText(tab, words)).map((text) => `${route.path} — ${text}`));
        }
      }),
    );
    expect(routes.flatMap((route) => found.get(route.path) ?? [])).toEqual([]);
    await context.close();
  });
}
