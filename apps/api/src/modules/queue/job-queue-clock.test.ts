import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startApiQueue } from '../../app';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * A delayed message waits as long as the app's clock says, whatever the database's clock: the
 * e2e site's test clock (docs/testing.md) may stand years away from the database's now().
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEAR_MS = 365 * 24 * 3_600_000;

it.each([
  ['ahead of', YEAR_MS],
  ['behind', -YEAR_MS],
])('a message sent for two minutes from now by an app clock a year %s the database waits two minutes', async (_, skewMs) => {
  const appNow = new Date(Date.now() + skewMs);
  const queue = await startApiQueue(t.config, t.database, () => undefined, false, () => appNow);
  try {
    const jobId = randomUUID();
    await queue.send(t.db, 'job-request-expiry', { jobId }, { startAfter: new Date(appNow.getTime() + 120_000) });
    const { rows } = await sql<{ wait: number }>`select extract(epoch from start_after - now())::float as wait from pgboss.job where name = 'job-request-expiry' and data->>'jobId' = ${jobId}`.execute(t.db);
    expect(rows[0]!.wait).toBeGreaterThan(110);
    expect(rows[0]!.wait).toBeLessThanOrEqual(121);
  } finally {
    await queue.stop();
  }
});
