import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

/* The tables of migration 0035 (docs/conversations.md): a conversation per job. */

export type MessageSide = 'customer' | 'provider' | 'market';

export interface JobMessagesTable {
  id: Generated<string>;
  /** The order of every message (read receipts count in it); bigint, read as a string. */
  seq: ColumnType<string, never, never>;
  job_id: string;
  author_user_id: string;
  author_side: MessageSide;
  /** As written (at most 2000 characters); contact in it is masked when read. */
  body: string;
  created_at: CreatedAt;
}

export interface JobMessagePhotosTable {
  id: Generated<string>;
  job_id: string;
  /** Null while uploaded and not yet sent with a message. */
  message_id: string | null;
  uploader_user_id: string;
  picture_key: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface JobMessageReadsTable {
  job_id: string;
  user_id: string;
  last_read_seq: ColumnType<string, string | number, string | number>;
  read_at: Timestamp;
}

export interface JobMessageEmailBatchesTable {
  job_id: string;
  user_id: string;
  queued_at: Timestamp;
}

export interface JobMessageReportsTable {
  id: Generated<string>;
  message_id: string;
  job_id: string;
  market_id: string;
  reporter_user_id: string;
  reason: string;
  created_at: CreatedAt;
}

export interface ConversationTables {
  job_messages: JobMessagesTable;
  job_message_photos: JobMessagePhotosTable;
  job_message_reads: JobMessageReadsTable;
  job_message_email_batches: JobMessageEmailBatchesTable;
  job_message_reports: JobMessageReportsTable;
}
