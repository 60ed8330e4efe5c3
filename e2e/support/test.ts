import { test as base } from '@playwright/test';
import { shareTheClock, type TestClock } from './clock';
import { startWorkerSite } from './worker-site';

export { expect } from '@playwright/test';

type Site = Awaited<ReturnType<typeof startWorkerSite>>;

/**
 * The `test` every spec uses (docs/testing.md): each Playwright worker runs its own site — API
 * over its own copy of the seeded database, shell and remotes on the worker's ports — on the test
 * clock, and every browser context of the worker runs on that clock too. `testClock` reads it
 * and lets time pass (both clocks at once) instead of waiting.
 */
export const test = base.extend<object, { site: Site; testClock: TestClock }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const site = await startWorkerSite();
      await provide(site);
      await site.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000, title: 'the worker’s site' },
  ],
  // Auto: every context the browser opens is put on the clock, in specs that never move it too.
  testClock: [async ({ browser, site }, provide) => provide(shareTheClock(browser, site.apiUrl)), { scope: 'worker', auto: true, title: 'the test clock' }],
  baseURL: async ({ site }, provide) => provide(site.url),
});
