import { sql } from 'kysely';
import { startApiQueue } from '../../app';
import { testDeps } from '../../test-support/job-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseNow } from '../../test-support/test-clock';
import type { RunningQueue } from '../queue/job-queue';
import { removeExpiredSecurityEvents, startSecurityLogWorkers } from './security-log-retention';

/** The security log keeps 13 months (docs/security.md, "The security log"). */
let t: TestApp;
let worker: RunningQueue | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

/**
 * Relative to the database's clock: it refuses deleting a row younger than 13 months by its own
 * clock, which no test can move (the app's clock is set to it where the two should agree).
 * Days kept clear of the boundary: month arithmetic differs by up to 3 days at a month's end.
 */
let dbNow: Date;
beforeEach(async () => {
  dbNow = await databaseNow(t.db);
});
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(dbNow);
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};

describe('security log retention', () => {
  it('removes the rows older than 13 months, in batches, and keeps the rest', async () => {
    const ats = [monthsAgo(25), monthsAgo(13, 5), monthsAgo(13, 4), monthsAgo(12, 25), monthsAgo(1)];
    for (const [index, at] of ats.entries()) {
      await t.db.insertInto('security_events').values({ at, type: 'logout', address: `192.0.2.${index}`, detail: '{}' }).execute();
    }
    const removed = await removeExpiredSecurityEvents(testDeps(t, () => dbNow), { batchSize: 2 });
    expect(removed).toBe(3);
    const left = await t.db.selectFrom('security_events').select('address').where('address', 'like', '192.0.2.%').orderBy('address').execute();
    expect(left.map((row) => row.address)).toEqual(['192.0.2.3', '192.0.2.4']);
  });

  it('follows the app clock when it is behind the database: nothing younger than 13 months by it goes', async () => {
    await t.db.insertInto('security_events').values({ at: monthsAgo(14), type: 'logout', address: '192.0.2.50', detail: '{}' }).execute();
    expect(await removeExpiredSecurityEvents(testDeps(t, () => monthsAgo(2)))).toBe(0);
    expect(await removeExpiredSecurityEvents(testDeps(t, () => dbNow))).toBe(1);
  });

  it('runs every night on the queue (a pg-boss schedule)', async () => {
    worker = await startApiQueue(t.config, t.database, (error) => console.error('worker error', error), true);
    await startSecurityLogWorkers(worker, { ...testDeps(t), queue: worker });
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(t.db);
    expect(schedules.rows).toContainEqual({ name: 'security-log-retention', cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) });
  });
});
