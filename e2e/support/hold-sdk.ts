import { expect, type Page } from '@playwright/test';
import type { SentryReceiver } from './sentry-receiver';

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

/**
 * Every error the page's SDK has reported so far, without sleeping on it: one more uncaught error
 * (a marker) is thrown in the page, the SDK is let start, and once the marker has reached the
 * receiver, whatever was captured before it (a duplicate, an error that should not have been
 * reported) has been sent too, as the SDK sends in the order it captures. The marker is left out.
 */
export async function errorsReportedSoFar(page: Page, receiver: SentryReceiver): Promise<Array<Record<string, any>>> {
  const marker = `e2e marker ${Math.random().toString(36).slice(2)}`;
  const isMarker = (event: Record<string, any>) => event.exception?.values?.[0]?.value === marker;
  // Thrown from an event listener, which the page reports as uncaught (the test clock's timers
  // catch what their callbacks throw: see docs/testing.md).
  await page.evaluate((message) => {
    const thrower = document.createElement('button');
    thrower.addEventListener('click', () => {
      throw new Error(message);
    });
    thrower.click();
  }, marker);
  await waitForSdk(page);
  await expect.poll(() => receiver.errors().some(isMarker), { message: 'the marker error reaches the receiver' }).toBe(true);
  return receiver.errors().filter((event) => !isMarker(event));
}
