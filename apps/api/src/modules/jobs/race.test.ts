import { randomUUID } from 'node:crypto';
import { isExclusionViolation } from '../../db/errors';
import { countDoubleBookings, freeStartsOf, insertTestJob, placeBody, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/**
 * No double booking, whatever the concurrency (docs/product.md §5). On PostgreSQL these requests really
 * run at once (a pool of connections); on PGlite they interleave on its one connection. Either
 * way the exclusion constraint decides, not the application's checks.
 */
const DAY_MS = 24 * 60 * 60_000;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];
const CUSTOMERS = 18;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const doubleBookings = () => countDoubleBookings(t.db);

it('many customers confirming at once at a few slots get exactly one job per slot', async () => {
  const first = await providerOffering(t.db, 'nyc', ['home-cleaning']);
  const second = await providerOffering(t.db, 'nyc', ['home-cleaning'], [first]);
  const firstStarts = await freeStartsOf(t, 'nyc', first, cleaning);
  const slots = [
    { providerId: first, start: firstStarts[0]! },
    { providerId: first, start: firstStarts.find((start) => start.getTime() >= firstStarts[0]!.getTime() + DAY_MS)! },
    { providerId: second, start: (await freeStartsOf(t, 'nyc', second, cleaning))[0]! },
  ];
  const cookies = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, i) => {
      await createUser(t.db, { email: `racer${i}@example.com`, roles: ['customer'] });
      return loginAs(t.app, `racer${i}@example.com`);
    }),
  );

  const outcomes = await Promise.all(
    cookies.map(async (cookie, i) => {
      const slot = slots[i % slots.length]!;
      const held = await apiCall(t, 'POST', '/api/holds', { cookie, body: { marketId: 'nyc', providerId: slot.providerId, start: slot.start.toISOString(), services: cleaning } });
      if (held.statusCode !== 201) return { slot: i % slots.length, hold: held.statusCode, code: held.json().error.code as string, jobIds: [] as string[] };
      // A double click: the same confirm twice at once.
      const key = randomUUID();
      const placed = await Promise.all([0, 1].map(() => apiCall(t, 'POST', '/api/jobs', { cookie, body: placeBody(held.json().hold.id, key) })));
      expect(placed.map((response) => response.statusCode)).toEqual([201, 201]);
      return { slot: i % slots.length, hold: 201, code: 'HELD', jobIds: placed.map((response) => response.json().job.id as string) };
    }),
  );

  for (const [index] of slots.entries()) {
    const forSlot = outcomes.filter((outcome) => outcome.slot === index);
    expect(forSlot.filter((outcome) => outcome.hold === 201)).toHaveLength(1);
    expect(forSlot.filter((outcome) => outcome.hold !== 201).map((outcome) => `${outcome.hold} ${outcome.code}`)).toEqual(Array(forSlot.length - 1).fill('409 SLOT_TAKEN'));
  }
  const winners = outcomes.filter((outcome) => outcome.hold === 201);
  for (const winner of winners) expect(new Set(winner.jobIds).size).toBe(1);
  // Only the jobs placed here (the seeded requests have no idempotency key).
  const jobs = await t.db.selectFrom('jobs').select(['provider_id', 'start_at']).where('status', '=', 'requested').where('provider_id', 'in', [first, second]).where('idempotency_key', 'is not', null).execute();
  expect(jobs).toHaveLength(slots.length);
  expect(await doubleBookings()).toBe(0);
});

it('the database itself refuses overlapping jobs written at once', async () => {
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const providerId = await providerOffering(t.db, 'berlin', ['home-cleaning']);
  const start = TEST_NOW + 20 * DAY_MS;
  const results = await Promise.allSettled(
    Array.from({ length: 10 }, (_, i) => insertTestJob(t.db, { customerId, providerId, marketId: 'berlin', start: new Date(start + i * 10 * 60_000) })),
  );
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  for (const result of results) if (result.status === 'rejected') expect(isExclusionViolation(result.reason)).toBe(true);
  expect(await doubleBookings()).toBe(0);
});

it('two jobs moved to the same free time at once: one moves, the other gets SLOT_TAKEN', async () => {
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const customer = await loginAs(t.app, 'customer@example.com');
  const providerId = await providerOffering(t.db, 'sydney', ['home-cleaning']);
  const starts = await freeStartsOf(t, 'sydney', providerId, cleaning);
  const target = starts[0]!;
  const later = starts.filter((start) => start.getTime() > target.getTime() + DAY_MS);
  const jobIds = await Promise.all(
    [later[0]!, later.find((start) => start.getTime() > later[0]!.getTime() + DAY_MS)!].map((start) =>
      insertTestJob(t.db, { customerId, providerId, marketId: 'sydney', start, services: cleaning }),
    ),
  );
  const responses = await Promise.all(jobIds.map((jobId) => apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start: target.toISOString() } })));
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  expect(responses.find((response) => response.statusCode === 409)!.json().error.code).toBe('SLOT_TAKEN');
  expect(await doubleBookings()).toBe(0);
});
