import type { NotificationChannel, NotificationEvent } from '@marketplace/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, OptionalTimestamp, Timestamp } from './column-types';

type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 0017 (docs/notifications.md). */
export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface NotificationPreferencesTable {
  user_id: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type NotificationStatus = 'pending' | 'sending' | 'sent' | 'dead';

export interface NotificationsTable {
  id: Generated<string>;
  /** Null only for an account message to someone without an account yet (a sign-up's code). */
  user_id: string | null;
  event: NotificationEvent;
  channel: NotificationChannel;
  recipient: string | null;
  market_id: string | null;
  job_id: string | null;
  template: string;
  /** What the templates render from (modules/notifications/payload.ts), written as JSON text. */
  payload: Json<unknown>;
  dedupe_key: string;
  status: NotificationStatus;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  locked_until: OptionalTimestamp;
  next_attempt_at: OptionalTimestamp;
  created_at: CreatedAt;
  sent_at: OptionalTimestamp;
  read_at: OptionalTimestamp;
}
export type NotificationRow = Selectable<NotificationsTable>;

export interface MailAttachmentRecord {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface LocalMailTable {
  notification_id: string;
  message_id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: Json<MailAttachmentRecord[]>;
  headers: Json<Record<string, string>>;
  created_at: CreatedAt;
}

export interface TestSmsMessagesTable {
  notification_id: string;
  to_phone: string;
  body: string;
  created_at: CreatedAt;
}

export interface JobRemindersTable {
  job_id: string;
  due_at: Timestamp;
  starts_at: Timestamp;
  sent_at: OptionalTimestamp;
}

export interface NotificationTables {
  app_secrets: AppSecretsTable;
  notification_preferences: NotificationPreferencesTable;
  notifications: NotificationsTable;
  local_mail: LocalMailTable;
  test_sms_messages: TestSmsMessagesTable;
  job_reminders: JobRemindersTable;
}
