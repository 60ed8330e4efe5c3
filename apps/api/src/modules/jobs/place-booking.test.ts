import { randomUUID } from 'node:crypto';
import { placeBookingSchema } from '@marketplace/contracts';
import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';
import { findSessionUser } from '../auth/users.repository';
import { freeStartsOf, insertTestHold, placeBody, providerOffering, testDeps, userIdOf } from '../../test-support/job-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { placeBooking } from './place-booking';

const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let t: TestApp;
// A busy machine can take longer than jest's default 5 s to copy the seeded database.
beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(() => t.close());

/** The tables every SELECT reads from, one entry per query. */
function selectsCounter() {
  const reads: string[] = [];
  const tableOf = (node: OperationNode): string => {
    if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node);
    if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
    return node.kind;
  };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode') reads.push(...((node as { from?: { froms: OperationNode[] } }).from?.froms ?? []).map(tableOf));
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
  return { plugin, readsOf: (table: string) => reads.filter((read) => read === table).length };
}

describe('placeBooking', () => {
  it('builds the answer from the market and services it already read, without reading them again', async () => {
    const user = (await findSessionUser(t.db, await userIdOf(t.db, 'customer@example.com')))!;
    const providerId = await providerOffering(t.db, 'nyc', ['home-cleaning']);
    const [start] = await freeStartsOf(t, 'nyc', providerId, cleaning);
    const holdId = await insertTestHold(t.db, { marketId: 'nyc', customerId: user.id, providerId, start: start!, expiresAt: new Date(TEST_NOW + 600_000) });
    const { plugin, readsOf } = selectsCounter();

    const job = await placeBooking({ ...testDeps(t), db: t.db.withPlugin(plugin) }, user, placeBookingSchema.parse(placeBody(holdId, randomUUID())), 'en');

    expect(job).toMatchObject({ id: holdId, status: 'requested', marketName: 'New York City', services: [{ serviceId: 'home-cleaning', quantity: 2 }] });
    expect(job.price.lines).toHaveLength(1);
    // Once to book; the transaction reads each once more for its messages (the services in words)
    // and its reminder (the market's lead time). The answer itself reads neither again.
    expect({ markets: readsOf('markets'), jobServices: readsOf('job_services') }).toEqual({ markets: 2, jobServices: 2 });
  });
});
