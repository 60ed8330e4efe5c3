import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiServer, startServer, startSite } from '../../scripts/lib/site.mjs';
import { clockStart } from './clock';
import { seedingApiPort, sitePorts } from './ports';

/** Where the global setup leaves the seeded database for the workers to copy. */
const SEEDED_DIR_VARIABLE = 'E2E_SEEDED_DATA_DIR';

/**
 * Every spec signs its new customers up (and types their codes) from the same loopback address,
 * more than a real address may (the limits themselves are proven by the API's rate-limit tests).
 */
const rateLimits = { RATE_LIMIT_SIGNUP_PER_ADDRESS: '500/3600', RATE_LIMIT_VERIFY_EMAIL_PER_ADDRESS: '500/900' };

/** The environment of an API on the test world's clock, over a database of its own. */
export const testApiEnv = (start: Date = clockStart) => ({ ...rateLimits, TEST_CLOCK_START: start.toISOString(), DATABASE_URL: '' });

/**
 * Seeds one database at the clock's start, once for the run: an API is started on a fresh
 * DATA_DIR (it migrates and seeds it) and stopped. Returns the cleanup for the global teardown.
 */
export async function seedOnce(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'handyhub-e2e-seed-'));
  const api = await startServer(apiServer(seedingApiPort, { ...testApiEnv(), TRUST_PROXY: 'loopback', DATA_DIR: dataDir }), { quiet: true, timeoutMs: 120_000 });
  await api.stop();
  process.env[SEEDED_DIR_VARIABLE] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}

/** A copy of the seeded DATA_DIR: a site or an extra API of a worker starts on one of these. */
export function seededDataDir(): string {
  const seeded = process.env[SEEDED_DIR_VARIABLE];
  if (!seeded) throw new Error(`${SEEDED_DIR_VARIABLE} is not set: run the specs through playwright.config.ts, whose global setup seeds the database.`);
  return seeded;
}

/**
 * This worker's site on its own ports (support/ports.ts), over its own copy of the seeded
 * database; the pseudo-locales are on, for the escaped-text test (docs/languages.md).
 */
export function startWorkerSite() {
  return startSite({ ports: sitePorts, quiet: true, apiEnv: testApiEnv(), shellEnv: { PSEUDO_LOCALES: '1' }, dataFrom: seededDataDir() });
}
