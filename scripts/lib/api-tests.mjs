// @ts-check
import { run, timed } from './run.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

/**
 * The API test suite twice: on PGlite, then on PostgreSQL (DATABASE_URL when set, which needs a
 * role that may CREATE DATABASE; otherwise a throwaway server on loopback).
 * @param {string[]} pnpm
 * @param {string[]} [jestArgs]
 */
export async function runApiTests(pnpm, jestArgs = []) {
  const [command, ...leading] = pnpm;
  const jest = (/** @type {Record<string, string>} */ env) =>
    run(/** @type {string} */ (command), [...leading, 'exec', 'jest', '--selectProjects', 'api', '--maxWorkers=2', ...jestArgs], { env });
  await timed('API tests on PGlite', () => jest({ TEST_DB: 'pglite' }));
  const server = process.env.DATABASE_URL ? null : await timed('Throwaway PostgreSQL for the API tests', () => startThrowawayPostgres());
  try {
    await timed('API tests on PostgreSQL', () => jest({ TEST_DB: 'postgres', DATABASE_URL: process.env.DATABASE_URL || /** @type {{ url: string }} */ (server).url }));
  } finally {
    server?.stop();
  }
}
