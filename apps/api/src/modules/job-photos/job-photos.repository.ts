import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, JobPhotosTable } from '../../db/schema';

export async function listJobPhotos(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('job_photos')
    .select(['id', 'kind', 'picture_key', 'added_by_user_id', 'created_at'])
    .where('job_id', '=', jobId)
    .orderBy(sql`case kind when 'before' then 0 else 1 end`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type JobPhotoRow = Awaited<ReturnType<typeof listJobPhotos>>[number];

export async function findJobPhoto(db: Kysely<Database>, jobId: string, photoId: string) {
  return db.selectFrom('job_photos').select(['id', 'kind', 'picture_key', 'added_by_user_id']).where('job_id', '=', jobId).where('id', '=', photoId).executeTakeFirst();
}

export async function countJobPhotos(db: Kysely<Database>, jobId: string, kind: JobPhotosTable['kind']): Promise<number> {
  const row = await db.selectFrom('job_photos').select(sql<number>`count(*)::int`.as('count')).where('job_id', '=', jobId).where('kind', '=', kind).executeTakeFirstOrThrow();
  return row.count;
}

/** The job's row locked until the transaction ends: two uploads at once count each other. */
export async function lockJobStatus(db: Kysely<Database>, jobId: string) {
  return db.selectFrom('jobs').select(['status', 'provider_id']).where('id', '=', jobId).forUpdate().executeTakeFirstOrThrow();
}

export async function insertJobPhoto(db: Kysely<Database>, photo: Insertable<JobPhotosTable>): Promise<void> {
  await db.insertInto('job_photos').values(photo).execute();
}

export async function deleteJobPhoto(db: Kysely<Database>, photoId: string): Promise<void> {
  await db.deleteFrom('job_photos').where('id', '=', photoId).execute();
}

export async function marketRequiresAfterPhoto(db: Kysely<Database>, marketId: string): Promise<boolean> {
  const row = await db.selectFrom('markets').select('require_after_photo').where('id', '=', marketId).executeTakeFirst();
  return row?.require_after_photo ?? false;
}
