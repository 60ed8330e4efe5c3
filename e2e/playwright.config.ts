import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.mjs';
import { chromiumEnvironment } from './support/faketime';
import { MAX_WORKERS } from './support/ports';

/**
 * End-to-end tests run in Debian's Chromium against the production builds. Each worker runs its
 * own site (support/test.ts) on its own ports from E2E_SITE_PORT (4000 by default, so a running
 * `npm start` is not disturbed), over its own copy of the database the global setup seeds, on the
 * test clock (docs/testing.md). Spec files are shared out between the workers; the tests of one
 * file run in order on one worker. E2E_WORKERS sets how many (one per core, at most 3, by default).
 */
const workers = Number(process.env.E2E_WORKERS) || Math.min(availableParallelism(), MAX_WORKERS);
if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) throw new Error(`E2E_WORKERS must be 1 to ${MAX_WORKERS}, got "${process.env.E2E_WORKERS}".`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    // The browser's language, whatever the machine's: English unless a spec asks for another
    // (docs/languages.md: Accept-Language chooses the page's language).
    locale: 'en-US',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags, env: chromiumEnvironment() },
  },
});
