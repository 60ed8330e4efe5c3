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
        // The shell's own federation runtime, which no other page loads before the visitor engages.
        expect.stringMatching(/\/federation-runtime\.[0-9a-f]+\.js$/),
        expect.stringMatching(/\/federation\.[0-9a-f]+\.js$/),
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

// A German page's words (docs/languages.md, "Loading the words without an extra round trip"):
// the shell's and the remote's catalogue files are fetched beside their code, not after it.
test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  const catalogueRequests = (requested: Map<string, number>, origin: string) =>
    [...requested].filter(([url]) => new URL(url).origin === origin && /\/catalogue-de\.[0-9a-f]+\.js$/.test(url));

  test("/market/berlin: the page preloads the shell's and the market's German words, each fetched once", async ({ page, request, baseURL }) => {
    const market = remoteOrigin('market');
    const html = async () => (await request.get('/market/berlin', { headers: { accept: 'text/html', 'accept-language': 'de-DE' } })).text();
    await expect.poll(async () => (await html()).includes(`${market}/remoteEntry.js`)).toBe(true);

    const requested = new Map<string, number>();
    page.on('request', (sent) => requested.set(sent.url(), (requested.get(sent.url()) ?? 0) + 1));
    await page.goto('/market/berlin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/berlin/i);
    await page.waitForLoadState('networkidle');

    const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const shellWords = preloaded.filter((url) => url.startsWith(`${new URL(baseURL!).origin}/catalogue-de.`));
    const marketWords = preloaded.filter((url) => url.startsWith(`${market}/catalogue-de.`));
    expect(shellWords).toHaveLength(1);
    expect(marketWords).toHaveLength(1);
    // Fetched once each: the preload's answer was the one the code used.
    expect(catalogueRequests(requested, market)).toEqual([[marketWords[0], 1]]);
    expect(catalogueRequests(requested, new URL(baseURL!).origin)).toEqual([[shellWords[0], 1]]);
  });

  test("following a link to a remote, the shell asks for the remote's German words beside its entry", async ({ page }) => {
    const booking = remoteOrigin('booking');
    const requested = new Map<string, number>();
    page.on('request', (sent) => requested.set(sent.url(), (requested.get(sent.url()) ?? 0) + 1));
    // The page's own errors (a failed request's line is the browser's, not the page's).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.waitForLoadState('networkidle');
    expect(catalogueRequests(requested, booking)).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Jetzt buchen' }).first().click();
    await expect(page).toHaveURL(/\/book-now/);
    // The remote's own heading: its routes have loaded (the shell's "Wird geladen …" shows until then).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wählen Sie Ihre Leistungen');
    await page.waitForLoadState('networkidle');
    const hinted = await page.locator(`link[rel="preload"][href^="${booking}/catalogue-de."]`).count();
    expect(hinted).toBe(1);
    expect(catalogueRequests(requested, booking)).toHaveLength(1);
    expect(catalogueRequests(requested, booking)[0]![1]).toBe(1);
    // The remote's words arriving while React renders it is no error (React's #520 was reported).
    expect(errors).toEqual([]);
  });

  test("following a link to a market's page in German shows it without an error", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(10, 300);
    await page.getByRole('main').getByRole('link', { name: /Berlin/ }).first().click();
    await expect(page.locator('[data-mfe="market"]').getByRole('heading', { level: 1 })).toHaveText('Berlin');
    await page.waitForLoadState('networkidle');
    // The market's words arrived while React rendered its page: React replayed it (docs/languages.md).
    expect(errors).toEqual([]);
  });
});
