import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A conversation per job (docs/conversations.md). `job_messages` are written by the job's
 * customer, its provider or the market team (`author_side`), in order (`seq`, the order read
 * receipts count in). Text is stored as written: email addresses and phone numbers are masked
 * when it is read (so a provider's acceptance reveals them). Photos are pictures (the upload
 * pipeline's key), uploaded first and attached when the message is sent.
 *
 * `job_message_reads`: how far each person has read a job's conversation (the receipts and the
 * unread counts). `job_message_email_batches`: the one email per conversation and recipient
 * waiting for its delayed queue message (at most one per 10 minutes). `job_message_reports`:
 * a participant's report of a message, for the market's managers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table job_messages (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity unique,
      job_id uuid not null references jobs (id) on delete cascade,
      author_user_id uuid not null references users (id),
      author_side text not null check (author_side in ('customer', 'provider', 'market')),
      body text not null check (char_length(body) <= 2000),
      created_at timestamptz not null default now()
    )`,
    `create index job_messages_job_idx on job_messages (job_id, seq)`,
    `create index job_messages_author_idx on job_messages (author_user_id)`,
    `create table job_message_photos (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      message_id uuid references job_messages (id) on delete cascade,
      uploader_user_id uuid not null references users (id),
      picture_key text not null,
      position smallint not null default 0,
      created_at timestamptz not null default now()
    )`,
    `create index job_message_photos_message_idx on job_message_photos (message_id, position)`,
    `create index job_message_photos_job_idx on job_message_photos (job_id, uploader_user_id) where message_id is null`,
    `create table job_message_reads (
      job_id uuid not null references jobs (id) on delete cascade,
      user_id uuid not null references users (id),
      last_read_seq bigint not null,
      read_at timestamptz not null,
      primary key (job_id, user_id)
    )`,
    `create table job_message_email_batches (
      job_id uuid not null references jobs (id) on delete cascade,
      user_id uuid not null references users (id),
      queued_at timestamptz not null,
      primary key (job_id, user_id)
    )`,
    `create table job_message_reports (
      id uuid primary key default gen_random_uuid(),
      message_id uuid not null references job_messages (id) on delete cascade,
      job_id uuid not null references jobs (id) on delete cascade,
      market_id text not null references markets (id),
      reporter_user_id uuid not null references users (id),
      reason text not null check (char_length(reason) between 1 and 500),
      created_at timestamptz not null default now(),
      unique (message_id, reporter_user_id)
    )`,
    `create index job_message_reports_market_idx on job_message_reports (market_id, created_at desc)`,
  ]);
}
