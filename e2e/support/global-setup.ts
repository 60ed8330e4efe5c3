import { buildBrokenBooking } from './broken-booking';
import { seedOnce } from './worker-site';

/**
 * Seeds the test world's database once, at the clock's start (each worker copies it for its own
 * site, support/test.ts, so no worker pays the seeding and none sees another's data), and beside
 * it builds the broken booking remote remote-broken.spec needs, when its build is not up to date.
 */
export default async function globalSetup() {
  const [seeded, built] = await Promise.allSettled([seedOnce(), buildBrokenBooking()]);
  if (seeded.status === 'rejected') throw seeded.reason;
  if (built.status === 'rejected') {
    seeded.value();
    throw built.reason;
  }
  return seeded.value;
}
