import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startApiQueue } from '../../app';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { type RunningQueue, WORK_BATCH_SIZE } from './job-queue';

/** A worker takes a batch per poll, and one failing message does not fail the others. */
let t: TestApp;
let worker: RunningQueue | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

const statesOf = async (ids: string[]) => {
  const rows = await sql<{ state: string; payload: { notificationId: string } }>`select state, data as payload from pgboss.job where name = 'notification-deliver'`.execute(t.db);
  return Object.fromEntries(rows.rows.filter((row) => ids.includes(row.payload.notificationId)).map((row) => [row.payload.notificationId, row.state]));
};

/** Waits (10 s at most) for what the worker does on its own. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200 && !(await done()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

it('handles a whole batch from one poll, completing each message or failing it on its own', async () => {
  await sql`delete from pgboss.job where name = 'notification-deliver'`.execute(t.db);
  const ids = Array.from({ length: WORK_BATCH_SIZE }, () => randomUUID());
  for (const notificationId of ids) await t.queue.send(t.db, 'notification-deliver', { notificationId });
  const failing = ids[3]!;
  const seen: string[] = [];
  // One poll an hour: everything handled below came from the first poll.
  worker = await startApiQueue({ ...t.config, queuePollingSeconds: 3600 }, t.database, () => undefined, true);
  await worker.work('notification-deliver', async ({ notificationId }) => {
    seen.push(notificationId);
    if (notificationId === failing) throw new Error('the mail server said no');
  });
  await until(async () => seen.length === ids.length);
  expect(seen.sort()).toEqual([...ids].sort());
  await until(async () => !Object.values(await statesOf(ids)).includes('active'));
  const states = await statesOf(ids);
  expect(states[failing]).toBe('retry');
  expect(Object.entries(states).filter(([id]) => id !== failing).map(([, state]) => state)).toEqual(Array(ids.length - 1).fill('completed'));
});
