import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Job photos (docs/job-photos.md): the provider's "before" and "after" pictures of a job, each
 * one stored by the pictures pipeline (`pictures/<sha256>`: checked by content, re-encoded,
 * metadata stripped) and named here with who added it and when. At most 10 per job and kind
 * (the API counts under the job's lock; the index keeps the listing and the count cheap).
 *
 * `markets.require_after_photo`: the market refuses a completion without at least one "after"
 * photo. Off everywhere by default, the demo markets included (the demo journey completes
 * without a photo; a manager turns it on in the settings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table markets add column require_after_photo boolean not null default false`,
    `create table job_photos (
      id uuid primary key default gen_random_uuid(),
      job_id uuid not null references jobs (id) on delete cascade,
      kind text not null check (kind in ('before', 'after')),
      picture_key text not null check (picture_key ~ '^pictures/[0-9a-f]{64}$'),
      added_by_user_id uuid references users (id) on delete set null,
      created_at timestamptz not null
    )`,
    `create index job_photos_by_job on job_photos (job_id, kind, created_at, id)`,
    `create index job_photos_by_key on job_photos (picture_key)`,
  ]);
}
