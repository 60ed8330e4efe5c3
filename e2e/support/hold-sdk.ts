import type { Page } from '@playwright/test';

/** Marked by packages/error-reporting once the SDK is initialised (see SDK_STARTED_MARK there). */
const SDK_STARTED_MARK = 'error-reporting:sdk-started';

/**
 * Moves the mouse over the page, as a visitor does, and waits until the page's Sentry SDK has
 * started: it is fetched once the page has loaded and the visitor engages with it (or an error
 * is held, or 10 s have passed), not with the page.
 */
export async function waitForSdk(page: Page): Promise<void> {
  await page.mouse.move(40, 40);
  await page.mouse.move(60, 60);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SDK_STARTED_MARK);
}

/**
 * Holds back the shell's Sentry SDK chunk (`sentry.<hash>.js`, loaded after first paint) until
 * `release()`, so a test can throw errors while only the early buffer is there to keep them.
 */
export async function holdErrorReportingSdk(page: Page): Promise<{ release(): void; requested(): boolean }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(/\/sentry\.[0-9a-f]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}
