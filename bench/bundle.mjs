// @ts-check
// `pnpm bench:bundle`: the JavaScript a browser downloads for the home page (with error reporting
// on, as in production) and the extra JavaScript of the first visit to each remote. Builds the
// apps if needed, serves them on loopback, measures in Chromium, stops everything, and ends with
// one JSON line. Sizes are gzip of each script's body (as a browser downloads it from a server
// that compresses) and, beside them, the bytes actually transferred (the encoded body: what the
// servers really send today). Budgets are printed next to the figures, never asserted.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.mjs';
import { firstMarketId, kb, startSiteUnderTest } from './lib/site-under-test.mjs';

const ports = { shell: 4100, booking: 4101, provider: 4102, market: 4103, api: 4104 };
const budgets = { home: 140, remote: 40 };
/** Marked by packages/error-reporting when it starts fetching session replay, once the page is idle. */
const REPLAY_MARK = 'error-reporting:replay-load';
const DEMO_PROVIDER = { email: 'provider@example.com', password: 'handyhub-demo' }; // apps/api/src/seed/demo-accounts.ts

const { site, stop } = await startSiteUnderTest({ ports, sinkPort: 4199 });
/** The shell's federation runtime and remote loading (docs/performance.md): fetched once the visitor engages. */
const isFederationRuntime = (/** @type {string} */ url) => new URL(url).origin === new URL(site.url).origin && /^\/federation(-runtime)?\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
const marketId = await firstMarketId(site.apiUrl).catch(async (error) => {
  await stop();
  throw error;
});
/**
 * Each remote on a route it renders for the visitor measured: anonymous for the booking flow
 * and a market's page, the demo provider (logged in) for the provider area.
 * @type {Array<{ remote: string, route: string, provider?: boolean }>}
 */
const firstVisits = [
  { remote: 'booking', route: '/book-now/services' },
  { remote: 'market', route: `/market/${marketId}` },
  { remote: 'provider', route: '/provider', provider: true },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** @typedef {{ url: string, gzip: number, transferred: number }} Script */

/**
 * A fresh browser context (empty cache, no cookies) whose page records every script it loads.
 * @param {{ provider?: boolean }} visitor
 */
async function freshPage({ provider = false }) {
  const context = await browser.newContext();
  if (provider) {
    const login = await context.request.post(`${site.url}/api/auth/login`, {
      headers: { 'x-requested-with': 'handyhub' },
      data: DEMO_PROVIDER,
    });
    if (!login.ok()) throw new Error(`Logging in as the demo provider answered ${login.status()}`);
  }
  const page = await context.newPage();
  /** @type {{ scripts: Script[] }} */
  const recorder = { scripts: [] };
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sizes = await response.request().sizes().catch(() => ({ responseBodySize: body.length }));
    recorder.scripts.push({ url: response.url(), gzip: gzipSync(body).length, transferred: Math.max(0, sizes.responseBodySize) });
  });
  return { context, page, recorder };
}

/**
 * Loads the home page and waits until it is idle; then moves the mouse, as a visitor does, which
 * fetches the shell's federation runtime, the Sentry SDK and, at the next idle moment, session
 * replay (none comes with the page). Returns what was fetched only after that engagement, split
 * into the three, so that none lands in a remote's figure.
 * @param {import('@playwright/test').Page} page
 * @param {{ scripts: Script[] }} recorder
 */
async function loadHome(page, recorder) {
  await page.goto(site.url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const beforeEngaging = recorder.scripts.length;
  await page.mouse.move(40, 40);
  await page.mouse.move(60, 60);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, REPLAY_MARK, { timeout: 10_000 }).catch(() => {
    console.log('  (session replay did not start loading within 10 s of moving the mouse)');
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const replay = new Set(
    await page.evaluate((mark) => {
      const replayStart = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= replayStart)
        .map((entry) => entry.name);
    }, REPLAY_MARK),
  );
  const engaged = recorder.scripts.slice(beforeEngaging).map((script) => script.url);
  return {
    federation: new Set(engaged.filter(isFederationRuntime)),
    sdk: new Set(engaged.filter((url) => !isFederationRuntime(url) && !replay.has(url) && !url.startsWith('blob:'))),
    replay: new Set([...engaged.filter((url) => !isFederationRuntime(url) && (replay.has(url) || url.startsWith('blob:')))]),
  };
}

const total = (/** @type {Script[]} */ list, /** @type {'gzip' | 'transferred'} */ key) => kb(list.reduce((sum, script) => sum + script[key], 0));
const row = (/** @type {Script} */ script, marker = ' ') =>
  `  ${kb(script.gzip).toFixed(1).padStart(6)} ${kb(script.transferred).toFixed(1).padStart(7)} ${marker} ${script.url}`;
const verdict = (/** @type {number} */ value, /** @type {number} */ budget, over = '') =>
  `budget ≤ ${budget} KB${over}: ${value <= budget ? 'met' : `over by ${kb((value - budget) * 1024)} KB`}`;

/** @type {Record<string, number>} */
const figures = {};
try {
  {
    const { context, page, recorder } = await freshPage({});
    const engaged = await loadHome(page, recorder);
    /** @param {Script} script @returns {'federation' | 'sdk' | 'replay' | 'first'} */
    const partOf = (script) => (/** @type {const} */ (['federation', 'sdk', 'replay']).find((part) => engaged[part].has(script.url)) ?? 'first');
    const first = recorder.scripts.filter((script) => partOf(script) === 'first');
    figures.home_js_gzip_kb = total(first, 'gzip');
    figures.home_js_transferred_kb = total(first, 'transferred');
    figures.home_federation_runtime_js_gzip_kb = total(recorder.scripts.filter((script) => partOf(script) === 'federation'), 'gzip');
    figures.home_error_reporting_sdk_js_gzip_kb = total(recorder.scripts.filter((script) => partOf(script) === 'sdk'), 'gzip');
    figures.home_deferred_replay_js_gzip_kb = total(recorder.scripts.filter((script) => partOf(script) === 'replay'), 'gzip');
    console.log('home page scripts (KB: gzip, transferred; f = the federation runtime, s = the Sentry SDK and r = session replay, fetched once the visitor engages):');
    for (const script of recorder.scripts) console.log(row(script, { first: ' ', federation: 'f', sdk: 's', replay: 'r' }[partOf(script)]));
    console.log(
      `home: ${figures.home_js_gzip_kb} KB gzip until idle (${verdict(figures.home_js_gzip_kb, budgets.home)}), ${figures.home_js_transferred_kb} KB transferred; ` +
        `on engaging: + ${figures.home_federation_runtime_js_gzip_kb} KB the federation runtime, + ${figures.home_error_reporting_sdk_js_gzip_kb} KB the Sentry SDK, + ${figures.home_deferred_replay_js_gzip_kb} KB replay`,
    );
    await context.close();
  }

  // Each remote in its own fresh context: home first, then a client-side navigation to the
  // remote's route, counting only what that navigation adds.
  for (const { remote, route, provider } of firstVisits) {
    const { context, page, recorder } = await freshPage({ provider });
    const engaged = await loadHome(page, recorder);
    const deferred = new Set([...engaged.federation, ...engaged.sdk, ...engaged.replay]);
    const runtime = recorder.scripts.filter((script) => engaged.federation.has(script.url));
    recorder.scripts = [];
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.locator(`[data-mfe="${remote}"]`).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const added = recorder.scripts.filter((script) => !deferred.has(script.url) && !script.url.startsWith('blob:'));
    figures[`${remote}_first_visit_js_gzip_kb`] = total(added, 'gzip');
    figures[`${remote}_first_visit_js_transferred_kb`] = total(added, 'transferred');
    // A visitor who reaches the route without having engaged first (a script's navigation) also fetches the runtime.
    figures[`${remote}_first_visit_with_runtime_js_gzip_kb`] = total([...added, ...runtime], 'gzip');
    const who = provider ? 'the demo provider' : 'anonymous';
    console.log(
      `\nfirst visit to ${remote} (${route}, ${who}): ${total(added, 'gzip')} KB gzip in ${added.length} scripts ` +
        `(${verdict(total(added, 'gzip'), budgets.remote, ' over home')}), ${total(added, 'transferred')} KB transferred; ` +
        `${figures[`${remote}_first_visit_with_runtime_js_gzip_kb`]} KB gzip with the federation runtime, for a visitor who had not engaged yet`,
    );
    for (const script of added) console.log(row(script));
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
console.log(JSON.stringify(figures));
