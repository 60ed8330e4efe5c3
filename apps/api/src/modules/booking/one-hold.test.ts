import { freeStartsOf, insertTestHold, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { listProvidersOffering } from './schedules.repository';

/**
 * A customer has at most one live hold, whatever the concurrency: the database enforces it
 * (`jobs_one_hold_per_customer`). On PostgreSQL these requests really run at once; on PGlite
 * they interleave on its one connection.
 */
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];
const REQUESTS = 8;
const DAY_MS = 24 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const heldBy = async (customerId: string) =>
  t.db.selectFrom('jobs').select(['id', 'provider_id', 'start_at']).where('customer_id', '=', customerId).where('status', '=', 'held').execute();

/** Free starts a day or more apart, spread over the cleaners, so the holds cannot clash over a provider's time. */
async function distinctSlots(count: number) {
  const providers = await listProvidersOffering(t.db, 'nyc', ['home-cleaning']);
  const perProvider = await Promise.all(
    providers.map(async (providerId) => {
      const starts = await freeStartsOf(t, 'nyc', providerId, cleaning);
      const apart: Date[] = [];
      for (const start of starts) if (apart.length === 0 || start.getTime() - apart.at(-1)!.getTime() >= DAY_MS) apart.push(start);
      return apart.map((start) => ({ providerId, start }));
    }),
  );
  const slots = perProvider.flat().slice(0, count);
  expect(slots).toHaveLength(count);
  return slots;
}

it('many holds fired at once by one customer leave exactly one live hold; the others are given back', async () => {
  await createUser(t.db, { email: 'eager@example.com', roles: ['customer'] });
  const cookie = await loginAs(t.app, 'eager@example.com');
  const customerId = await userIdOf(t.db, 'eager@example.com');
  const slots = await distinctSlots(REQUESTS);

  const responses = await Promise.all(
    slots.map((slot) => apiCall(t, 'POST', '/api/holds', { cookie, body: { marketId: 'nyc', providerId: slot.providerId, start: slot.start.toISOString(), services: cleaning } })),
  );

  expect(responses.map((response) => response.statusCode)).toEqual(Array(REQUESTS).fill(201));
  const live = await heldBy(customerId);
  expect(live).toHaveLength(1);
  const released = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', customerId).where('status', '=', 'released').execute();
  expect(released).toHaveLength(REQUESTS - 1);
  // Every other time is free again: another customer can hold it.
  const other = slots.find((slot) => slot.start.getTime() !== live[0]!.start_at.getTime())!;
  await createUser(t.db, { email: 'next@example.com', roles: ['customer'] });
  const next = await apiCall(t, 'POST', '/api/holds', {
    cookie: await loginAs(t.app, 'next@example.com'),
    body: { marketId: 'nyc', providerId: other.providerId, start: other.start.toISOString(), services: cleaning },
  });
  expect(next.statusCode).toBe(201);
});

it('the database itself refuses a second held row for one customer, even when one has expired', async () => {
  await createUser(t.db, { email: 'direct@example.com', roles: ['customer'] });
  const customerId = await userIdOf(t.db, 'direct@example.com');
  const [first, second] = await distinctSlots(2);
  // The fixture gives the first hold back before writing the second, as the API does.
  const expired = await insertTestHold(t.db, { customerId, marketId: 'nyc', providerId: first!.providerId, start: first!.start, expiresAt: new Date(TEST_NOW - 60_000) });
  await insertTestHold(t.db, { customerId, marketId: 'nyc', providerId: second!.providerId, start: second!.start, expiresAt: new Date(TEST_NOW + 600_000) });
  const revive = t.db.updateTable('jobs').set({ status: 'held' }).where('id', '=', expired).execute();
  // 23505: unique_violation on jobs_one_hold_per_customer.
  await expect(revive).rejects.toMatchObject({ code: '23505' });
  expect(await heldBy(customerId)).toHaveLength(1);
});
