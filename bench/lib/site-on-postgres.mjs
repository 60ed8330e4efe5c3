// @ts-check
/**
 * The whole built site (shell, remotes, API) on loopback over a PostgreSQL database, with
 * API_PROCESSES API processes behind the shell's /api proxy: what the HTTP modes of bench:api
 * and bench:race measure. Builds the apps first when a fresh clone has no build.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { run } from '../../scripts/lib/run.mjs';
import { root, startSite } from '../../scripts/lib/site.mjs';

const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');

/**
 * A new, empty database on the benchmark's PostgreSQL server, so each run starts from the same
 * state. @param {string} adminUrl a URL whose role may CREATE DATABASE @param {string} name
 * @returns {Promise<string>} its URL
 */
export async function createDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function ensureBuilt() {
  if (['shell', 'booking', 'provider', 'market'].every((app) => existsSync(path.join(root, 'apps', app, 'dist/index.html')))) return;
  console.log('The apps are not built yet: building them (once)…');
  await run('pnpm', ['run', 'build'], { cwd: root });
}

/**
 * @param {{ firstPort: number, databaseUrl: string, apiProcesses: number, apiEnv?: Record<string, string>, shellEnv?: Record<string, string> }} options
 *   five ports from `firstPort` (shell, booking, provider, market, API)
 */
export async function startSiteOnPostgres({ firstPort, databaseUrl, apiProcesses, apiEnv = {}, shellEnv = {} }) {
  const ports = { shell: firstPort, booking: firstPort + 1, provider: firstPort + 2, market: firstPort + 3, api: firstPort + 4 };
  // Production settings, request logging off (warnings and errors only), as in bench:api's direct mode.
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, API_PROCESSES: String(apiProcesses), ...apiEnv };
  const site = await startSite({ ports, quiet: true, apiEnv: env, shellEnv });
  return { ...site, url: `http://127.0.0.1:${ports.shell}` };
}
