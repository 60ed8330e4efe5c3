import type { Page } from '@playwright/test';
import { clockStart } from '../support/clock';
import { expect, test } from '../support/test';

/**
 * The harness itself (docs/testing.md): the worker's API and every browser stand at the test
 * world's time, not the machine's, and a move takes both forward together.
 */
const browserNow = (page: Page) => page.evaluate(() => Date.now());
const HOUR_MS = 3_600_000;

test('the browser and the API share the test clock, and move forward together', async ({ page, testClock }) => {
  await page.goto('/');
  const apiNow = (await testClock.now()).getTime();
  expect(apiNow).toBeGreaterThanOrEqual(clockStart.getTime());
  expect(Math.abs((await browserNow(page)) - apiNow)).toBeLessThan(5_000);
  // What the error reporting needs real (support/clock.ts): page timings, and a child frame's timers.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  const childFrameTimer = await page.evaluate(() => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    const timer = String(frame.contentWindow!.setTimeout);
    frame.remove();
    return timer;
  });
  expect(childFrameTimer).toContain('[native code]');

  const moved = (await testClock.advance(2 * HOUR_MS)).getTime();
  expect(moved - apiNow).toBeGreaterThanOrEqual(2 * HOUR_MS);
  expect(Math.abs((await browserNow(page)) - moved)).toBeLessThan(5_000);

  // A context opened after the move starts at the moved time too.
  const later = await (await page.context().browser()!.newContext()).newPage();
  await later.goto('/');
  expect(Math.abs((await browserNow(later)) - (await testClock.now()).getTime())).toBeLessThan(5_000);
  await later.context().close();
});
