// @ts-check
// `pnpm bench:bundle`: the JavaScript a browser downloads for the home page (with error reporting
// on, as in production) and the extra JavaScript of the first visit to each remote. Builds the
// apps if needed, serves them on loopback, measures in Chromium, stops everything, and ends with
// one JSON line.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { run } from '../scripts/lib/run.mjs';
import { root, startSite } from '../scripts/lib/site.mjs';

const ports = { shell: 4100, booking: 4101, provider: 4102, market: 4103, api: 4104 };
const firstVisits = { booking: '/book-now/services', provider: '/provider', market: '/market/nyc' };
/** Marked by packages/error-reporting when it starts fetching session replay, once the page is idle. */
const REPLAY_MARK = 'error-reporting:replay-load';

if (!['shell', 'booking', 'provider', 'market'].every((app) => existsSync(path.join(root, 'apps', app, 'dist/index.html')))) {
  await run('pnpm', ['run', 'build'], { cwd: root });
}

// A sink for the SDK's envelopes, so reporting is switched on without any network.
const sink = createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('{}');
});
await new Promise((resolve) => sink.listen(4199, '127.0.0.1', () => resolve(undefined)));

const site = await startSite({ ports, quiet: true, shellEnv: { SENTRY_DSN: 'http://public@127.0.0.1:4199/1' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** @type {Record<string, number>} */
const figures = {};
try {
  const page = await browser.newPage();
  /** @type {Array<{ url: string, gzip: number }>} */
  let scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gzip: gzipSync(body).length });
  });
  const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;
  const sum = (/** @type {typeof scripts} */ list) => kb(list.reduce((total, script) => total + script.gzip, 0));

  await page.goto(site.url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // Scripts requested after replay started loading (the replay chunks and its worker) are the
  // deferred part; everything before is what the home page needs.
  const deferred = new Set(
    await page.evaluate((mark) => {
      const replayStart = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= replayStart)
        .map((entry) => entry.name);
    }, REPLAY_MARK),
  );
  const isDeferred = (/** @type {string} */ url) => deferred.has(url) || url.startsWith('blob:');
  figures.home_js_gzip_kb = sum(scripts.filter((script) => !isDeferred(script.url)));
  figures.home_deferred_replay_js_gzip_kb = sum(scripts.filter((script) => isDeferred(script.url)));
  console.log('home page scripts (gzip KB, * = fetched once idle, for session replay):');
  for (const script of scripts) console.log(`  ${kb(script.gzip).toFixed(1).padStart(6)} ${isDeferred(script.url) ? '*' : ' '} ${script.url}`);

  for (const [remote, route] of Object.entries(firstVisits)) {
    scripts = [];
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.locator(`[data-mfe="${remote}"]`).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    figures[`${remote}_first_visit_js_gzip_kb`] = sum(scripts);
    console.log(`first visit to ${remote} (${route}): ${sum(scripts)} KB in ${scripts.length} scripts`);
    for (const script of scripts) console.log(`  ${kb(script.gzip).toFixed(1).padStart(6)}   ${script.url}`);
  }
} finally {
  await browser.close();
  await site.stop();
  sink.close();
}
console.log(JSON.stringify(figures));
