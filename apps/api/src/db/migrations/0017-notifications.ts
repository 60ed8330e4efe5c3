import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Notifications (issue 11, docs/notifications.md): each user's choices per event and channel,
 * the transactional outbox (one row per message, written with the change that causes it), the
 * local mail outbox and the test-mode SMS gateway's record, reminders per job, and the key that
 * signs unsubscribe links (made here once, shared by every API process).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const signingKey = randomBytes(32).toString('hex');
  await runStatements(db, [
    // Reminders go this long before a job's start (a market setting, 1 hour to 7 days).
    `alter table markets add column reminder_hours_before integer not null default 24 check (reminder_hours_before between 1 and 168)`,

    `create table app_secrets (
      name text primary key check (length(name) <= 100),
      value text not null check (length(value) <= 500)
    )`,
    `insert into app_secrets (name, value) values ('unsubscribe_signing_key', '${signingKey}')`,

    // Only what a user changed from their role's default is stored (contracts: notificationDefaults).
    `create table notification_preferences (
      user_id uuid not null references users (id) on delete cascade,
      event text not null check (length(event) <= 40),
      channel text not null check (channel in ('email', 'sms', 'in_app')),
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, event, channel)
    )`,

    // The outbox: one row per message and channel. In-app messages are delivered when written
    // (status 'sent'); email and SMS wait for the worker ('pending' -> 'sending' -> 'sent', or
    // 'dead' after the last attempt, until an admin retries them).
    `create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      event text not null check (length(event) <= 40),
      channel text not null check (channel in ('email', 'sms', 'in_app')),
      -- Where it goes, fixed when queued: an email address or a phone number (null in-app).
      recipient text check (length(recipient) <= 254),
      market_id text references markets (id),
      job_id uuid references jobs (id) on delete cascade,
      template text not null check (length(template) <= 60),
      payload jsonb not null,
      -- What caused it ('job-event:<id>', 'invoice:<id>', ...): one message per cause, user and channel.
      dedupe_key text not null check (length(dedupe_key) <= 200),
      status text not null check (status in ('pending', 'sending', 'sent', 'dead')),
      attempts integer not null default 0,
      last_error text check (length(last_error) <= 2000),
      -- A worker holds a message it is delivering until then; after it, another may take it.
      locked_until timestamptz,
      -- A failed message is tried again from then on (pg-boss's backoff); the sweep leaves it alone until then.
      next_attempt_at timestamptz,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      read_at timestamptz,
      unique (user_id, channel, dedupe_key)
    )`,
    `create index notifications_inbox_idx on notifications (user_id, created_at desc) where channel = 'in_app'`,
    `create index notifications_unread_idx on notifications (user_id) where channel = 'in_app' and read_at is null`,
    `create index notifications_undelivered_idx on notifications (status, created_at) where status <> 'sent'`,
    `create index notifications_job_idx on notifications (job_id) where job_id is not null`,

    // Email kept on this machine when SMTP_URL is unset (docs/product.md §6), readable by admins.
    `create table local_mail (
      notification_id uuid primary key references notifications (id) on delete cascade,
      message_id text not null check (length(message_id) <= 200),
      to_address text not null check (length(to_address) <= 254),
      subject text not null check (length(subject) <= 300),
      html text not null,
      text text not null,
      -- [{ filename, contentType, content (base64) }]
      attachments jsonb not null default '[]',
      headers jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`,
    `create index local_mail_created_idx on local_mail (created_at desc)`,

    // What the test-mode SMS gateway "sent".
    `create table test_sms_messages (
      notification_id uuid primary key references notifications (id) on delete cascade,
      to_phone text not null check (length(to_phone) <= 40),
      body text not null check (length(body) <= 1600),
      created_at timestamptz not null default now()
    )`,

    // One reminder per job: moved with a reschedule, removed with a cancellation.
    `create table job_reminders (
      job_id uuid primary key references jobs (id) on delete cascade,
      due_at timestamptz not null,
      -- The start it reminds of: a reminder whose start moved is never sent.
      starts_at timestamptz not null,
      sent_at timestamptz
    )`,
    `create index job_reminders_due_idx on job_reminders (due_at) where sent_at is null`,
  ]);
}
