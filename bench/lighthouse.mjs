// @ts-check
// `pnpm bench:lighthouse`: Lighthouse (mobile defaults: the default form factor and simulated
// throttling) on the site's main public pages, in Debian Chromium (or CHROMIUM_PATH). Builds the
// apps if needed, serves them on loopback with error reporting on (as in production), runs each
// page RUNS times (3 by default) and reports the median run by performance score, prints the
// budgets beside the figures (never asserts them), stops everything, and ends with one JSON line.
// PAGES=market,book-now (words of the paths, `/` for the home page) narrows the pages.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.mjs';
import { firstMarketId, startSiteUnderTest } from './lib/site-under-test.mjs';

const ports = { shell: 4200, booking: 4201, provider: 4202, market: 4203, api: 4204 };
const runs = Number(process.env.RUNS ?? 3);
const budgets = { performance: 90, lcpMs: 2500, tbtMs: 200 };

/**
 * `benchmarkIndex` is Lighthouse's measure of this machine's speed at the time (higher is faster):
 * simulated throttling scales TBT by it, so it explains much of the noise on a shared machine.
 * @typedef {{ performance: number, accessibility: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number, siMs: number, benchmarkIndex: number }} Figures
 */

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`.
 * @param {string} url @param {number} port @returns {Promise<Figures>}
 */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(metric('first-contentful-paint')),
    siMs: Math.round(metric('speed-index')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The middle run by performance score (ties: the slower LCP), so one lucky run does not count. */
function medianRun(/** @type {Figures[]} */ results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return /** @type {Figures} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

const mark = (/** @type {boolean} */ met) => (met ? 'met' : 'NOT met');
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

const { site, stop } = await startSiteUnderTest({ ports, sinkPort: 4299 });
/** @type {Record<string, Figures>} */
const figures = {};
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome;
try {
  const allPages = ['/', `/market/${await firstMarketId(site.apiUrl)}`, '/book-now/services', '/login'];
  // PAGES=market,book-now measures only the pages whose path contains one of the words.
  const only = (process.env.PAGES ?? '').split(',').filter(Boolean);
  const pages = only.length ? allPages.filter((page) => only.some((word) => (word === '/' ? page === '/' : page.includes(word)))) : allPages;
  chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  console.log(`Lighthouse ${runs}× per page, mobile defaults (simulated throttling); the median run by performance score is reported.`);
  for (const pathname of pages) {
    /** @type {Figures[]} */
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(`${site.url}${pathname}`, chrome.port));
    const median = medianRun(results);
    figures[pathname] = median;
    console.log(`\n${pathname}  (performance of each run: ${results.map((r) => r.performance).join(', ')})`);
    console.log(`  performance   ${String(median.performance).padStart(6)}    budget ≥ ${budgets.performance}: ${mark(median.performance >= budgets.performance)}`);
    console.log(`  accessibility ${String(median.accessibility).padStart(6)}`);
    console.log(`  LCP           ${seconds(median.lcpMs).padStart(8)}  budget ≤ ${seconds(budgets.lcpMs)}: ${mark(median.lcpMs <= budgets.lcpMs)}`);
    console.log(`  TBT           ${`${median.tbtMs} ms`.padStart(8)}  budget ≤ ${budgets.tbtMs} ms: ${mark(median.tbtMs <= budgets.tbtMs)}`);
    console.log(`  CLS           ${String(median.cls).padStart(8)}`);
    console.log(`  FCP           ${seconds(median.fcpMs).padStart(8)}`);
    console.log(`  Speed Index   ${seconds(median.siMs).padStart(8)}`);
    console.log(`  (this machine's benchmark index during the run: ${median.benchmarkIndex})`);
  }
} finally {
  chrome?.kill();
  await stop();
}
console.log(JSON.stringify({ runs, median: 'by performance score', pages: figures }));
