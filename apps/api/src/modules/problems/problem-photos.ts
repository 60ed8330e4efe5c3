import { type JobProblems, problemLimits, type SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { checkPictureBytes, type PictureSize, renderPicture, requireUploadedPicture, type StoredPicture, storePicture } from '../pictures';
import { forgetPicture, type PictureForm } from '../provider-profile';
import { jobProblemsOf, loadProblemJob } from './job-problems';
import { recordStep } from './problem-steps';
import { countCasePhotos, findCase, findCasePhoto, insertCasePhoto, lockCase } from './problems.repository';
import { problemsMessages as m } from './problems-messages';

/** Why the case takes no photo now (404, 409), or nothing: it is the job's, open, with room left. */
async function photoRefusal(db: Kysely<Database>, jobId: string, caseId: string, lock: boolean): Promise<AppError | null> {
  const row = lock ? await lockCase(db, jobId, caseId) : await findCase(db, jobId, caseId);
  if (!row) return AppError.notFound(m.noSuchCase);
  if (row.status === 'resolved') return AppError.conflict(m.resolved);
  if ((await countCasePhotos(db, caseId)) >= problemLimits.photosPerCase) return AppError.conflict({ ...m.tooManyPhotos, values: { count: problemLimits.photosPerCase } });
  return null;
}

/**
 * Before the bytes are read (then the rate limit counts): the job is visible (404 otherwise),
 * the caller is its customer (403), and their case takes another photo (404, 409).
 */
export async function admitProblemPhoto(deps: Deps, user: SessionUser, jobId: string, caseId: string): Promise<void> {
  const { viewer } = await loadProblemJob(deps, user, jobId);
  if (viewer !== 'customer') throw AppError.forbidden(m.onlyCustomerAddsPhotos);
  const refusal = await photoRefusal(deps.db, jobId, caseId, false);
  if (refusal) throw refusal;
}

/**
 * The pictures pipeline (checked by content, re-encoded whole, metadata stripped, stored by its
 * hash), then the row under the case's lock, where the status and the count are checked again
 * (two uploads at once never pass the limit), with a line on the job's history. A refused row
 * lets go of the files it stored.
 */
export async function addProblemPhoto(deps: Deps, user: SessionUser, jobId: string, caseId: string, form: PictureForm): Promise<JobProblems> {
  const { job, viewer } = await loadProblemJob(deps, user, jobId);
  await checkPictureBytes(form.bytes);
  const key = await storePicture(deps.config.dataDir, await renderPicture(form.bytes, deps.config.pictures, null, 'whole'));
  const now = deps.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const refusal = await photoRefusal(trx, jobId, caseId, true);
      if (refusal) throw refusal;
      await insertCasePhoto(trx, { problem_id: caseId, picture_key: key, uploaded_by: user.id, created_at: now });
      await recordStep(trx, job, caseId, { kind: 'photo', role: 'customer', userId: user.id, at: now });
    });
  } catch (error) {
    await forgetPicture(deps, key);
    throw error;
  }
  return jobProblemsOf(deps, job, viewer);
}

/** A case's photo for the same people as the case; 404 for anyone else, another case's photo, or files gone. */
export async function readProblemPhoto(deps: Deps, user: SessionUser, jobId: string, caseId: string, photoId: string, size: PictureSize): Promise<StoredPicture> {
  await loadProblemJob(deps, user, jobId);
  const photo = await findCasePhoto(deps.db, jobId, caseId, photoId);
  if (!photo) throw AppError.notFound(m.noSuchPhoto);
  return requireUploadedPicture(deps.config.dataDir, photo.picture_key, size);
}
