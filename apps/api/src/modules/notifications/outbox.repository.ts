import type { NotificationChannel } from '@marketplace/contracts';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { LocalMailTable, NotificationsTable, NotificationStatus, TestSmsMessagesTable } from '../../db/notifications-schema';

export interface OutboxFilter {
  status?: NotificationStatus | undefined;
  channel?: NotificationChannel | undefined;
}

/** A row with what was kept of it locally (the email's subject, the text message). */
const withDelivered = (db: Kysely<Database>) =>
  db
    .selectFrom('notifications')
    .leftJoin('local_mail', 'local_mail.notification_id', 'notifications.id')
    .leftJoin('test_sms_messages', 'test_sms_messages.notification_id', 'notifications.id')
    .selectAll('notifications')
    .select(['local_mail.subject as mail_subject', 'test_sms_messages.body as sms_body']);

export type OutboxRow = Awaited<ReturnType<ReturnType<typeof withDelivered>['executeTakeFirstOrThrow']>>;

/** One page, newest first; the total of the filter; and how many per status (of the channel filter only, so the counts stay visible while a status is picked). */
export async function listOutbox(db: Kysely<Database>, filter: OutboxFilter, page: { offset: number; limit: number }) {
  let query = withDelivered(db);
  let counting = db.selectFrom('notifications');
  if (filter.channel) {
    query = query.where('notifications.channel', '=', filter.channel);
    counting = counting.where('channel', '=', filter.channel);
  }
  if (filter.status) query = query.where('notifications.status', '=', filter.status);
  const [rows, perStatus] = await Promise.all([
    query.orderBy('notifications.created_at', 'desc').orderBy('notifications.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    counting.select(['status', sql<number>`count(*)::int`.as('count')]).groupBy('status').execute(),
  ]);
  const counts: Record<NotificationStatus, number> = { pending: 0, sending: 0, sent: 0, dead: 0 };
  for (const row of perStatus) counts[row.status] = row.count;
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { rows, total, counts };
}

export function findOutboxRow(db: Kysely<Database>, id: string): Promise<OutboxRow | undefined> {
  return withDelivered(db).where('notifications.id', '=', id).executeTakeFirst();
}

export function findLocalMail(db: Kysely<Database>, id: string) {
  return db.selectFrom('local_mail').selectAll().where('notification_id', '=', id).executeTakeFirst();
}

export function findTestSms(db: Kysely<Database>, id: string) {
  return db.selectFrom('test_sms_messages').selectAll().where('notification_id', '=', id).executeTakeFirst();
}

/** A dead letter starts over (all its attempts); false when it is not dead (anymore). */
export async function reviveDeadLetter(db: Kysely<Database>, id: string): Promise<boolean> {
  const revived = await db
    .updateTable('notifications')
    .set({ status: 'pending', attempts: 0, last_error: null, locked_until: null, next_attempt_at: null })
    .where('id', '=', id)
    .where('status', '=', 'dead')
    .executeTakeFirst();
  return revived.numUpdatedRows > 0n;
}

/** Outbox rows; a row whose (user, channel, cause) is there already is skipped. Returns the rows written. */
export async function insertNotifications(trx: Kysely<Database>, rows: Array<Insertable<NotificationsTable>>): Promise<Array<{ id: string; channel: NotificationChannel }>> {
  return trx
    .insertInto('notifications')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['user_id', 'channel', 'dedupe_key']).doNothing())
    .returning(['id', 'channel'])
    .execute();
}

/** Keeps one copy of an email per outbox message (the local mailer). */
export async function insertLocalMail(db: Kysely<Database>, mail: Insertable<LocalMailTable>): Promise<void> {
  await db.insertInto('local_mail').values(mail).onConflict((conflict) => conflict.column('notification_id').doNothing()).execute();
}

/** Keeps one copy of a text message per outbox message (the test SMS gateway). */
export async function insertTestSms(db: Kysely<Database>, message: Insertable<TestSmsMessagesTable>): Promise<void> {
  await db.insertInto('test_sms_messages').values(message).onConflict((conflict) => conflict.column('notification_id').doNothing()).execute();
}

export async function findAppSecret(db: Kysely<Database>, name: string): Promise<string> {
  return (await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}
