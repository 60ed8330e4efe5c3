// @ts-check
/**
 * The HTTP modes of bench:api and bench:race: for each API process count, a fresh PostgreSQL
 * database (on DATABASE_URL's server, whose role may CREATE DATABASE, or a throwaway server) and
 * the built site over it (ports 4300-4304 for the first run, 4310-4314 for the second: a stopped
 * server's grandchild process may hold its port a moment longer), a measurement through the
 * shell's proxy, then everything stopped.
 */
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { createDatabase, ensureBuilt, startSiteOnPostgres } from './site-on-postgres.mjs';

const FIRST_PORTS = [4300, 4310];

/**
 * @template T
 * @param {string} bench a name for the databases
 * @param {number[]} processCounts
 * @param {Record<string, string>} apiEnv
 * @param {(site: { url: string, apiUrl: string }, label: string, databaseUrl: string) => Promise<T>} measure
 * @returns {Promise<Record<string, T>>} by `postgres_http_x<count>`
 */
export async function httpRuns(bench, processCounts, apiEnv, measure) {
  await ensureBuilt();
  const external = process.env.DATABASE_URL;
  const server = external ? null : await startThrowawayPostgres();
  const adminUrl = external || /** @type {{ adminUrl: string }} */ (server).adminUrl;
  /** @type {Record<string, T>} */
  const results = {};
  try {
    for (const [run, count] of processCounts.entries()) {
      const label = `postgres_http_x${count}`;
      const databaseUrl = await createDatabase(adminUrl, `handyhub_bench_${bench}_${count}`);
      // The shell believes loopback proxies: the benchmark plays the load balancer in front of it,
      // telling it each simulated client's address (X-Forwarded-For).
      const site = await startSiteOnPostgres({ firstPort: /** @type {number} */ (FIRST_PORTS[run % FIRST_PORTS.length]), databaseUrl, apiProcesses: count, apiEnv, shellEnv: { TRUST_PROXY: 'loopback' } });
      try {
        results[label] = await measure(site, label, databaseUrl);
      } finally {
        await site.stop();
      }
    }
  } finally {
    server?.stop();
  }
  return results;
}
