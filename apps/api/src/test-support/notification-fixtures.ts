import type { NotificationEvent } from '@marketplace/contracts';
import { sql } from 'kysely';
import type { NotificationPayload } from '../modules/notifications/payload';
import { clearBlockingJobs } from './job-fixtures';
import { loginAs, providerIdOf, type TestApp } from './test-app';

/** The demo customer, provider (Maria, her seeded week cleared) and NYC manager, signed in. */
export async function demoParties(t: TestApp) {
  const maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
  return {
    customer: await loginAs(t.app, 'customer@example.com'),
    provider: await loginAs(t.app, 'provider@example.com'),
    manager: await loginAs(t.app, 'manager@example.com'),
    maria,
  };
}

/** A demo account told on email (queued) and in the app (delivered), as one side. */
export const emailAndInApp = (who: 'customer' | 'provider' | 'manager') => [`${who}@example.com email ${who} pending`, `${who}@example.com in_app ${who} sent`];

/** An outbox row as a test reads it: whose, which channel, as which side, in which state. */
export interface Message {
  email: string;
  channel: string;
  status: string;
  recipient: string | null;
  key: string;
  payload: NotificationPayload;
  /** "customer@example.com email customer pending" */
  line: string;
}

/** The outbox rows of a job's (or, with no job, every) event, ordered by address then channel. */
export async function messagesOf(t: TestApp, event: NotificationEvent, jobId?: string): Promise<Message[]> {
  let query = t.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['users.email', 'notifications.channel', 'notifications.status', 'notifications.recipient', 'notifications.dedupe_key', 'notifications.payload', 'notifications.sent_at'])
    .where('notifications.event', '=', event)
    .orderBy('users.email')
    .orderBy('notifications.channel');
  if (jobId) query = query.where('notifications.job_id', '=', jobId);
  const rows = await query.execute();
  return rows.map((row) => {
    const payload = row.payload as NotificationPayload;
    return {
      email: row.email,
      channel: row.channel,
      status: row.status,
      recipient: row.recipient,
      key: row.dedupe_key,
      payload,
      line: `${row.email} ${row.channel} ${payload.audience} ${row.status}`,
    };
  });
}

export const linesOf = (messages: Message[]) => messages.map((message) => message.line);

/** How many `notification-deliver` messages the queue holds for these outbox rows. */
export async function queuedFor(t: TestApp, notificationIds: string[]): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const result = await sql<{ count: number }>`select count(*)::int as count from pgboss.job where name = 'notification-deliver' and data->>'notificationId' in (${sql.join(notificationIds)})`.execute(t.db);
  return result.rows[0]!.count;
}

/** The ids of a job's outbox rows by channel kind (email and SMS are the queued ones). */
export async function queuedIdsOf(t: TestApp, jobId: string): Promise<string[]> {
  const rows = await t.db.selectFrom('notifications').select('id').where('job_id', '=', jobId).where('channel', '<>', 'in_app').execute();
  return rows.map((row) => row.id);
}
