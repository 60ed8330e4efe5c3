import { countDoubleBookings, freeStartsOf, insertTestJob, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/**
 * A manager assigning and customers holding race for the same provider and time: the slot
 * engine checks first, the exclusion constraint has the last word. On PostgreSQL the requests
 * really run at once; on PGlite they interleave on its one connection. Exactly one wins.
 */
const DAY_MS = 24 * 60 * 60_000;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];
const JOBS = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const doubleBookings = () => countDoubleBookings(t.db);

it('one winner among a customer’s hold and the manager assigning several jobs to the same provider at the same time', async () => {
  const manager = await loginAs(t.app, 'manager@example.com');
  const customer = await loginAs(t.app, 'customer@example.com');
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const provider = await providerOffering(t.db, 'nyc', ['home-cleaning']);
  const start = (await freeStartsOf(t, 'nyc', provider, cleaning)).find((candidate) => candidate.getTime() > TEST_NOW + 2 * DAY_MS)!;
  // Unassigned jobs at that very time (written cancelled, so they never block, then let go).
  const jobs = await Promise.all(Array.from({ length: JOBS }, () => insertTestJob(t.db, { customerId, providerId: provider, marketId: 'nyc', start, status: 'cancelled', services: cleaning })));
  await t.db.updateTable('jobs').set({ status: 'unassigned', provider_id: null }).where('id', 'in', jobs).execute();

  const outcomes = await Promise.all([
    apiCall(t, 'POST', '/api/holds', { cookie: customer, body: { marketId: 'nyc', providerId: provider, start: start.toISOString(), services: cleaning } }),
    ...jobs.map((jobId) => apiCall(t, 'POST', `/api/markets/nyc/jobs/${jobId}/assign`, { cookie: manager, body: { providerId: provider } })),
  ]);
  const statuses = outcomes.map((response) => response.statusCode);
  expect(statuses.filter((status) => status < 300)).toHaveLength(1);
  for (const loser of outcomes.filter((response) => response.statusCode >= 300)) {
    expect(loser.statusCode).toBe(409);
    expect(loser.json().error.code).toBe('SLOT_TAKEN');
  }
  const assignLosers = outcomes.slice(1).filter((response) => response.statusCode === 409);
  for (const loser of assignLosers) expect(loser.json().error.message).toMatch(/(was just booked at that time|is not free at that time).*[Pp]ick someone else/);
  expect(await doubleBookings()).toBe(0);
  const still = await t.db.selectFrom('jobs').select('status').where('id', 'in', jobs).execute();
  expect(still.filter((row) => row.status === 'requested').length).toBe(statuses.slice(1).filter((status) => status === 200).length);
});
