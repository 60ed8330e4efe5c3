import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { remoteOrigin } from '../support/ports';

// What a first visit straight to a remote's route costs the browser: the shell's page hints the
// remote's files (apps/shell/server/remote-hints.ts), and nothing moves when the remote arrives.
const routes = [
  { path: '/market/nyc', remote: 'market', heading: /new york/i },
  { path: '/book-now/services', remote: 'booking', heading: 'Choose your services' },
] as const;

/** Sums the page's layout shifts (those not caused by input) from the start of the navigation. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const { path, remote, heading } of routes) {
  test(`${path}: the preloaded remote files are fetched once, within the page's policy`, async ({ page, request }) => {
    // The shell reads the remote's manifest in the background: wait until its page names the entry.
    const html = async () => (await request.get(path, { headers: { accept: 'text/html' } })).text();
    await expect.poll(async () => (await html()).includes(`${remoteOrigin(remote)}/remoteEntry.js`)).toBe(true);

    const requested = new Map<string, number>();
    page.on('request', (sent) => requested.set(sent.url(), (requested.get(sent.url()) ?? 0) + 1));
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');

    const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded).toEqual(
      expect.arrayContaining([
        `${remoteOrigin(remote)}/mf-manifest.json`,
        `${remoteOrigin(remote)}/remoteEntry.js`,
        expect.stringMatching(new RegExp(`^${remoteOrigin(remote)}/__federation_expose_routes\\.`)),
      ]),
    );
    // A preload the shell's own request did not reuse would show as a second request.
    for (const url of preloaded) expect({ url, times: requested.get(url) }).toEqual({ url, times: 1 });
    const twice = [...requested].filter(([url, times]) => times > 1 && new URL(url).origin === remoteOrigin(remote));
    expect(twice).toEqual([]);
    expect(refusals).toEqual([]);
  });

  for (const viewport of [
    { name: 'a phone', width: 412, height: 823 },
    { name: 'a desktop', width: 1280, height: 720 },
  ]) {
    test(`${path}: nothing shifts while the remote loads, on ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const layoutShift = await watchLayoutShift(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      // Cumulative layout shift, as Lighthouse scores it: "good" is at most 0.1.
      expect(await layoutShift()).toBeLessThan(0.1);
    });
  }
}
