// @ts-check
/**
 * The HTTP modes of bench:api and bench:race: for each API process count, a fresh PostgreSQL
 * database (on DATABASE_URL's server, whose role may CREATE DATABASE, or a throwaway server) and
 * the built site over it on ports 4300-4304, a measurement through the shell's proxy, then
 * everything stopped.
 */
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { createDatabase, ensureBuilt, startSiteOnPostgres } from './site-on-postgres.mjs';

const FIRST_PORT = 4300;

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
    for (const count of processCounts) {
      const label = `postgres_http_x${count}`;
      const databaseUrl = await createDatabase(adminUrl, `handyhub_bench_${bench}_${count}`);
      // The shell believes loopback proxies: the benchmark plays the load balancer in front of it,
      // telling it each simulated client's address (X-Forwarded-For).
      const site = await startSiteOnPostgres({ firstPort: FIRST_PORT, databaseUrl, apiProcesses: count, apiEnv, shellEnv: { TRUST_PROXY: 'loopback' } });
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
