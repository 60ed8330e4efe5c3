import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.mjs';
import { sitePorts } from './support/ports';

/**
 * End-to-end tests run in Debian's Chromium against the production builds, each app served on
 * its own origin (ports 4000-4003, so a running `npm start` is not disturbed).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${sitePorts.shell}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
});
