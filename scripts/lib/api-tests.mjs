// @ts-check
import { run, timed } from './run.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

/** @typedef {'pglite' | 'postgres'} TestDatabase */

/**
 * The databases the API tests run on: `API_TEST_DATABASES` (comma-separated), else both — the
 * embedded PGlite that is the default, and PostgreSQL (DATABASE_URL when set, which needs a role
 * that may CREATE DATABASE; otherwise a throwaway server on loopback).
 * @returns {TestDatabase[]}
 */
export function apiTestDatabases() {
  const named = (process.env.API_TEST_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = named.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0 || named.length === 0) throw new Error(`API_TEST_DATABASES: expected pglite and/or postgres, got "${process.env.API_TEST_DATABASES}"`);
  return /** @type {TestDatabase[]} */ (named);
}

/** Every API test file that opens a database does it through this module (directly or not). */
const databaseModule = 'apps/api/src/test-support/test-database.ts';

/**
 * The API test suite once per database, one after the other. A file that never opens a
 * database (rules, templates, parsers: a third of them) gives the same answer on both, so when
 * the whole suite runs on both it runs once, with PGlite: the PostgreSQL run takes only the files
 * that depend on `test-support/test-database.ts` (jest's `--findRelatedTests`).
 * @param {string[]} pnpm
 * @param {string[]} [jestArgs]
 * @param {TestDatabase[]} [databases]
 * @param {{ wholeSuite?: boolean, quiet?: boolean }} [options] wholeSuite: jestArgs leave the suite
 *   whole (no paths or filters); quiet: each run's output printed in one piece when it ends
 */
export async function runApiTests(pnpm, jestArgs = [], databases = apiTestDatabases(), { wholeSuite = false, quiet = false } = {}) {
  const [command, ...leading] = pnpm;
  const jest = (/** @type {Record<string, string>} */ env, /** @type {string[]} */ more = []) =>
    run(/** @type {string} */ (command), [...leading, 'exec', 'jest', '--selectProjects', 'api', '--maxWorkers=2', ...jestArgs, ...more], { env, quiet });
  if (databases.includes('pglite')) await timed('API tests on PGlite', () => jest({ TEST_DB: 'pglite' }));
  if (!databases.includes('postgres')) return;
  const onlyDatabaseFiles = wholeSuite && databases.includes('pglite') ? ['--findRelatedTests', databaseModule] : [];
  const server = process.env.DATABASE_URL ? null : await timed('Throwaway PostgreSQL for the API tests', () => startThrowawayPostgres());
  try {
    await timed(onlyDatabaseFiles.length > 0 ? 'API tests on PostgreSQL (the files that use a database)' : 'API tests on PostgreSQL', () =>
      jest({ TEST_DB: 'postgres', DATABASE_URL: process.env.DATABASE_URL || /** @type {{ url: string }} */ (server).url }, onlyDatabaseFiles),
    );
  } finally {
    server?.stop();
  }
}
