import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, JobMessagePhotosTable, JobMessagesTable } from '../../db/schema';

export type MessageRow = Selectable<JobMessagesTable>;
export type PhotoRow = Selectable<JobMessagePhotosTable>;
/** A message with what its reader is shown of its author. */
export type ListedMessage = MessageRow & { author_name: string | null; author_deleted: boolean; provider_name: string | null };

const listed = (db: Kysely<Database>, jobId: string) =>
  db
    .selectFrom('job_messages')
    .innerJoin('users', 'users.id', 'job_messages.author_user_id')
    .leftJoin('providers', 'providers.user_id', 'job_messages.author_user_id')
    .selectAll('job_messages')
    .select(['users.name as author_name', sql<boolean>`users.deleted_at is not null`.as('author_deleted'), 'providers.display_name as provider_name'])
    .where('job_messages.job_id', '=', jobId);

/** One message with what its reader is shown of its author. */
export async function findListedMessage(db: Kysely<Database>, jobId: string, messageId: string): Promise<ListedMessage> {
  return listed(db, jobId).where('job_messages.id', '=', messageId).executeTakeFirstOrThrow();
}

/** The job's newest `limit` messages (before `beforeSeq` when given), oldest first. */
export async function listMessages(db: Kysely<Database>, jobId: string, limit: number, beforeSeq: string | null): Promise<ListedMessage[]> {
  let query = listed(db, jobId);
  if (beforeSeq !== null) query = query.where('job_messages.seq', '<', beforeSeq as never);
  const rows = await query.orderBy('job_messages.seq', 'desc').limit(limit).execute();
  return rows.reverse();
}

export async function findMessage(db: Kysely<Database>, jobId: string, messageId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('job_messages').selectAll().where('job_id', '=', jobId).where('id', '=', messageId).executeTakeFirst();
}

export async function insertMessage(trx: Kysely<Database>, message: Insertable<JobMessagesTable>): Promise<MessageRow> {
  return trx.insertInto('job_messages').values(message).returningAll().executeTakeFirstOrThrow();
}

export async function photosOf(db: Kysely<Database>, messageIds: string[]): Promise<PhotoRow[]> {
  if (messageIds.length === 0) return [];
  return db.selectFrom('job_message_photos').selectAll().where('message_id', 'in', messageIds).orderBy('position').execute();
}

export async function insertPhoto(db: Kysely<Database>, photo: Insertable<JobMessagePhotosTable>): Promise<PhotoRow> {
  return db.insertInto('job_message_photos').values(photo).returningAll().executeTakeFirstOrThrow();
}

export async function findPhoto(db: Kysely<Database>, jobId: string, photoId: string): Promise<PhotoRow | undefined> {
  return db.selectFrom('job_message_photos').selectAll().where('job_id', '=', jobId).where('id', '=', photoId).executeTakeFirst();
}

export async function countUnsentPhotos(db: Kysely<Database>, jobId: string, userId: string): Promise<number> {
  const row = await db.selectFrom('job_message_photos').select(sql<number>`count(*)`.as('count')).where('job_id', '=', jobId).where('uploader_user_id', '=', userId).where('message_id', 'is', null).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Attaches the uploader's unsent photos to the message, in the order given; how many were attached. */
export async function attachPhotos(trx: Kysely<Database>, jobId: string, userId: string, messageId: string, photoIds: string[]): Promise<number> {
  let attached = 0;
  for (const [position, photoId] of photoIds.entries()) {
    const result = await trx
      .updateTable('job_message_photos')
      .set({ message_id: messageId, position })
      .where('id', '=', photoId)
      .where('job_id', '=', jobId)
      .where('uploader_user_id', '=', userId)
      .where('message_id', 'is', null)
      .executeTakeFirst();
    attached += Number(result.numUpdatedRows);
  }
  return attached;
}

/** How far each of these people has read the job's conversation (a missing person: nothing). */
export async function readsOf(db: Kysely<Database>, jobId: string, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('job_message_reads').select(['user_id', 'last_read_seq']).where('job_id', '=', jobId).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, String(row.last_read_seq)]));
}

/** Moves the reader's mark forward (never back). */
export async function markRead(db: Kysely<Database>, jobId: string, userId: string, seq: string, at: Date): Promise<void> {
  await db
    .insertInto('job_message_reads')
    .values({ job_id: jobId, user_id: userId, last_read_seq: seq, read_at: at })
    .onConflict((oc) => oc.columns(['job_id', 'user_id']).doUpdateSet({ last_read_seq: sql`greatest(job_message_reads.last_read_seq, excluded.last_read_seq)`, read_at: at }))
    .execute();
}

/** Messages by others after `afterSeq` (the reader's unread ones). */
export async function countUnread(db: Kysely<Database>, jobId: string, userId: string, afterSeq: string | null): Promise<number> {
  let query = db.selectFrom('job_messages').select(sql<number>`count(*)`.as('count')).where('job_id', '=', jobId).where('author_user_id', '<>', userId);
  if (afterSeq !== null) query = query.where('seq', '>', afterSeq as never);
  return Number((await query.executeTakeFirst())?.count ?? 0);
}

export async function latestMessageBy(db: Kysely<Database>, jobId: string, userId: string, upToSeq: string): Promise<string | null> {
  const row = await db.selectFrom('job_messages').select('id').where('job_id', '=', jobId).where('author_user_id', '=', userId).where('seq', '<=', upToSeq as never).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** When the job reached its final status (completed, cancelled, no_show): the last such step. */
export async function findFinalAt(db: Kysely<Database>, jobId: string): Promise<Date | null> {
  const row = await db.selectFrom('job_events').select(sql<Date | null>`max(at)`.as('at')).where('job_id', '=', jobId).where('to_status', 'in', ['completed', 'cancelled', 'no_show']).executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export async function findJobParties(db: Kysely<Database>, jobId: string) {
  return db.selectFrom('jobs').select(['customer_id', 'provider_id']).where('id', '=', jobId).executeTakeFirst();
}

export async function providerUserOf(db: Kysely<Database>, providerId: string | null): Promise<string | null> {
  if (!providerId) return null;
  return (await db.selectFrom('providers').select('user_id').where('id', '=', providerId).executeTakeFirst())?.user_id ?? null;
}

export async function reportsBy(db: Kysely<Database>, userId: string, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db.selectFrom('job_message_reports').select('message_id').where('reporter_user_id', '=', userId).where('message_id', 'in', messageIds).execute();
  return new Set(rows.map((row) => row.message_id));
}

/** Records the report; false when this person had already reported the message. */
export async function insertReport(db: Kysely<Database>, report: { message_id: string; job_id: string; market_id: string; reporter_user_id: string; reason: string; created_at: Date }): Promise<boolean> {
  const row = await db.insertInto('job_message_reports').values(report).onConflict((oc) => oc.columns(['message_id', 'reporter_user_id']).doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function listMarketReports(db: Kysely<Database>, marketId: string, limit: number) {
  return db
    .selectFrom('job_message_reports')
    .innerJoin('job_messages', 'job_messages.id', 'job_message_reports.message_id')
    .innerJoin('jobs', 'jobs.id', 'job_message_reports.job_id')
    .select(['job_message_reports.id', 'job_message_reports.job_id', 'job_message_reports.message_id', 'job_message_reports.reason', 'job_message_reports.created_at', 'job_message_reports.reporter_user_id', 'job_messages.body', 'job_messages.author_side', 'jobs.customer_id'])
    .where('job_message_reports.market_id', '=', marketId)
    .orderBy('job_message_reports.created_at', 'desc')
    .limit(limit)
    .execute();
}

// ---- Email batches (one waiting email per conversation and recipient).

/** Claims the recipient's batch; true when none was waiting (the caller queues the delayed email). */
export async function claimEmailBatch(trx: Kysely<Database>, jobId: string, userId: string, at: Date): Promise<boolean> {
  const row = await trx.insertInto('job_message_email_batches').values({ job_id: jobId, user_id: userId, queued_at: at }).onConflict((oc) => oc.columns(['job_id', 'user_id']).doNothing()).returning('job_id').executeTakeFirst();
  return row !== undefined;
}

export async function releaseEmailBatch(trx: Kysely<Database>, jobId: string, userId: string): Promise<boolean> {
  const result = await trx.deleteFrom('job_message_email_batches').where('job_id', '=', jobId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The newest message by others after `afterSeq`, with how many there are and whether the market team wrote any. */
export async function unreadSummary(db: Kysely<Database>, jobId: string, userId: string, afterSeq: string | null) {
  let query = db
    .selectFrom('job_messages')
    .select([sql<number>`count(*)`.as('count'), sql<string | null>`max(seq)`.as('last_seq'), sql<boolean>`coalesce(bool_or(author_side = 'market'), false)`.as('from_market')])
    .where('job_id', '=', jobId)
    .where('author_user_id', '<>', userId);
  if (afterSeq !== null) query = query.where('seq', '>', afterSeq as never);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), lastSeq: row.last_seq === null ? null : String(row.last_seq), fromMarket: Boolean(row.from_market) };
}

// ---- The account: export and deletion.

export async function listMessagesByAuthor(db: Kysely<Database>, userId: string, limit: number) {
  return db.selectFrom('job_messages').select(['id', 'job_id', 'author_side', 'body', 'created_at']).where('author_user_id', '=', userId).orderBy('created_at').limit(limit).execute();
}

/** Deletes up to `limit` photos uploaded before `before` and never sent; answers their pictures' keys. */
export async function deleteUnsentPhotosBefore(db: Kysely<Database>, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('job_message_photos')
    .where('id', 'in', (select) => select.selectFrom('job_message_photos').select('id').where('message_id', 'is', null).where('created_at', '<', before).limit(limit))
    .returning('picture_key')
    .execute();
  return rows.map((row) => row.picture_key);
}
