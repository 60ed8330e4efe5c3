import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testPasswordHashing } from '../config';
import { openPglite, openPostgres } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { adminQuery, quoteIdent } from './postgres-admin';
import { TEST_NOW } from './test-clock';
import { TEMPLATE_ENV, TEST_PROVIDERS_PER_MARKET, testDatabaseKind, withDatabase } from './test-database-kind';

/**
 * Migrates and seeds ONE template database per test run; every test file then gets a fresh
 * copy (PGlite: loaded from a dump, PostgreSQL: CREATE DATABASE … TEMPLATE), which is fast.
 * Seeded at the test world's instant (`TEST_NOW`), not the machine's clock.
 */
export default async function globalSetup(): Promise<void> {
  const seed = { seed: true as const, demo: true, passwordHashing: testPasswordHashing, providersPerMarket: TEST_PROVIDERS_PER_MARKET, now: new Date(TEST_NOW) };
  if (testDatabaseKind() === 'pglite') {
    const handle = await openPglite();
    await prepareDatabase(handle, seed);
    const dump = await handle.pglite.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `handyhub-api-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    process.env[TEMPLATE_ENV] = file;
    return;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DB=postgres needs DATABASE_URL (a role that may CREATE DATABASE). `pnpm test:api` starts a throwaway PostgreSQL for you.');
  }
  const template = `handyhub_template_${process.pid}`;
  await adminQuery(adminUrl, [`drop database if exists ${quoteIdent(template)} with (force)`, `create database ${quoteIdent(template)}`]);
  const handle = openPostgres(withDatabase(adminUrl, template), { max: 2 });
  await prepareDatabase(handle, seed);
  await handle.close();
  process.env[TEMPLATE_ENV] = template;
}
