import { seedOnce } from './worker-site';

/**
 * Seeds the test world's database once, at the clock's start; each worker copies it for its own
 * site (support/test.ts), so no worker pays the seeding and none sees another's data.
 */
export default async function globalSetup() {
  return seedOnce();
}
