import type { ColumnType, Generated } from 'kysely';

/* The table of migration 0036 (docs/job-photos.md): a job's before and after photos. */

export type JobPhotoKindColumn = 'before' | 'after';

export interface JobPhotosTable {
  id: Generated<string>;
  job_id: string;
  kind: JobPhotoKindColumn;
  /** `pictures/<sha256>`: the pictures module's key (its files hold every stored size). */
  picture_key: string;
  /** Null once that account is gone. */
  added_by_user_id: string | null;
  created_at: ColumnType<Date, Date, never>;
}

export interface JobPhotoTables {
  job_photos: JobPhotosTable;
}
