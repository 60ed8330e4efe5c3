// @ts-check
// `pnpm bench:api`: requests per second and latency of API endpoints, on PGlite and on
// PostgreSQL. Needs nothing running: starts the API on loopback with a fresh database for
// each engine (PGlite in a temporary DATA_DIR; PostgreSQL from DATABASE_URL or a throwaway
// server), measures with autocannon, stops everything, and ends with one JSON line. Then the
// same over real HTTP through the built site's /api proxy (the shell), on PostgreSQL with 1 and
// 2 API processes (BENCH_HTTP=off skips that part).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { apiServer, startServer } from '../scripts/lib/site.mjs';
import { httpRuns } from './lib/http-runs.mjs';

const PORT = 4305;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * The logins are valid demo logins, taken in turn from the four demo accounts. The login limits
 * count an attempt while its password is checked (a right one is then given back), so at most 5
 * logins to one account from one address may be in flight: 8 connections over 4 accounts stay
 * well below that. Nothing is raised or disabled for the benchmark, and any answer other than
 * 200 makes the benchmark fail.
 */
const demoEmails = ['customer@example.com', 'provider@example.com', 'manager@example.com', 'admin@example.com'];
let nextLogin = 0;
/** @param {import('autocannon').Request} request */
const nextDemoLogin = (request) => ({ ...request, body: JSON.stringify({ email: demoEmails[nextLogin++ % demoEmails.length], password: 'handyhub-demo' }) });

/** @typedef {{ name: string, connections: number, options: { method: 'GET' | 'POST', path: string, headers?: Record<string, string>, requests?: import('autocannon').Request[] } }} Scenario */

/**
 * The public market list as a first visit asks for it, and as a returning browser does (it keeps
 * the answer and revalidates it: If-None-Match, a 304 without a body), then logins.
 * @param {string} base @returns {Promise<Scenario[]>}
 */
async function scenariosAt(base) {
  const etag = (await fetch(`${base}/api/markets`)).headers.get('etag');
  if (!etag) throw new Error('GET /api/markets answered without an ETag.');
  return [
    { name: 'GET /api/markets', connections: 10, options: { method: 'GET', path: '/api/markets' } },
    { name: 'GET /api/markets (304)', connections: 10, options: { method: 'GET', path: '/api/markets', headers: { 'if-none-match': etag } } },
    {
      name: 'POST /api/auth/login',
      connections: 8,
      options: {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'handyhub' },
        requests: [{ setupRequest: nextDemoLogin }],
      },
    },
  ];
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (/** @type {number} */ value) => Math.round(value * 100) / 100;

/** @param {string} base @param {Scenario} scenario @param {number} seconds */
async function measure(base, scenario, seconds) {
  /** @type {number[]} */
  const times = [];
  /** @type {autocannon.Result} */
  const result = await new Promise((resolve, reject) => {
    const options = { url: `${base}${scenario.options.path}`, connections: scenario.connections, duration: seconds, ...scenario.options };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const sorted = times.sort((a, b) => a - b);
  return {
    figures: {
      rps: round(sorted.length / seconds),
      p50_ms: round(percentile(sorted, 50)),
      p95_ms: round(percentile(sorted, 95)),
      p99_ms: round(percentile(sorted, 99)),
    },
    // A 304 is the answer a revalidation asks for; autocannon counts it as non-2xx.
    failures: (scenario.options.headers?.['if-none-match'] ? result.non2xx - (result['3xx'] ?? 0) : result.non2xx) + result.errors + result.timeouts,
  };
}

/** @param {string} label @param {string} base */
async function measureAll(label, base) {
  /** @type {Record<string, { rps: number, p50_ms: number, p95_ms: number, p99_ms: number }>} */
  const figures = {};
  for (const scenario of await scenariosAt(base)) {
    await measure(base, scenario, 2); // warm-up: JIT, connection pool, caches
    const { figures: measured, failures } = await measure(base, scenario, SECONDS);
    if (failures > 0) throw new Error(`${label} ${scenario.name}: ${failures} requests failed or were refused.`);
    figures[scenario.name] = measured;
    console.log(
      `${label.padEnd(18)} ${scenario.name.padEnd(24)} ${String(measured.rps).padStart(8)} req/s   p50 ${measured.p50_ms} ms   p95 ${measured.p95_ms} ms   p99 ${measured.p99_ms} ms   (${scenario.connections} connections, ${SECONDS} s)`,
    );
  }
  return figures;
}

/** @param {'pglite' | 'postgres'} engine @param {Record<string, string>} env */
async function benchEngine(engine, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'handyhub-bench-api-'));
  // Production settings: real password hashing cost, request logging off (warnings and errors only).
  const server = await startServer(apiServer(PORT, { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }), {
    quiet: true,
    timeoutMs: 180_000,
  });
  try {
    return await measureAll(engine, `http://127.0.0.1:${PORT}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`API benchmark: ${SECONDS} s per endpoint after a 2 s warm-up. First straight to one API process on 127.0.0.1:${PORT}:`);
// The API processes inherit it: PUBLIC_ANSWER_CACHE=off measures the public answers read from the database every time.
const publicAnswerCache = /^(0|false|no|off)$/i.test(process.env.PUBLIC_ANSWER_CACHE?.trim() ?? '') ? 'off' : 'on';
console.log(`Public answers from memory (PUBLIC_ANSWER_CACHE): ${publicAnswerCache}.`);
console.log('Logins are valid demo logins, in turn from the four demo accounts (argon2id bounds their rate); the limiter refuses none of them.');
/** @type {Record<string, unknown>} */
const results = {};
results.publicAnswerCache = publicAnswerCache;
results.pglite = await benchEngine('pglite', { DATABASE_URL: '' });
const external = process.env.DATABASE_URL;
const postgres = external ? null : await startThrowawayPostgres();
try {
  results.postgres = await benchEngine('postgres', { DATABASE_URL: external || /** @type {{ url: string }} */ (postgres).url });
} finally {
  postgres?.stop();
}
if (process.env.BENCH_HTTP !== 'off') {
  console.log("Then through the shell's /api proxy (the built site), on PostgreSQL, with 1 and 2 API processes:");
  Object.assign(results, await httpRuns('api', [1, 2], {}, (site, label) => measureAll(label, site.url)));
}
console.log('The load generator (autocannon), the shell, the API processes and PostgreSQL share this machine\'s cores.');
console.log(JSON.stringify(results));
