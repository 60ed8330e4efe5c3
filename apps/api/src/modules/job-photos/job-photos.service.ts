import { type JobPhotoKind, type JobPhotos, type JobStatus, jobPhotoLimits, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { isJobProvider } from '../access';
import { jobScopeOf, loadVisibleJob } from '../jobs';
import { checkPictureBytes, type PictureSize, renderPicture, requireUploadedPicture, type StoredPicture, storePicture } from '../pictures';
import { forgetPicture, type PictureForm, pictureLimits } from '../provider-profile';
import { addRefusal, canRemovePhoto } from './job-photo-rules';
import { countJobPhotos, deleteJobPhoto, findJobPhoto, insertJobPhoto, listJobPhotos, lockJobStatus, marketRequiresAfterPhoto } from './job-photos.repository';
import { jobPhotosMessages as m } from './job-photos-messages';

const statusOf = (row: { status: string }) => row.status as JobStatus;
const photoUrl = (jobId: string, photoId: string) => `/api/jobs/${jobId}/photos/${photoId}/picture`;

/** The job's photos as this viewer sees them (docs/job-photos.md). */
async function photosAnswer(deps: Deps, user: SessionUser, job: JobRow): Promise<JobPhotos> {
  const [rows, requiresAfterPhoto] = await Promise.all([listJobPhotos(deps.db, job.id), marketRequiresAfterPhoto(deps.db, job.market_id)]);
  const provider = isJobProvider(user, jobScopeOf(job));
  const status = statusOf(job);
  const count = (kind: JobPhotoKind) => rows.filter((row) => row.kind === kind).length;
  return {
    photos: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      url: photoUrl(job.id, row.id),
      addedAt: row.created_at.toISOString(),
      can: { remove: canRemovePhoto({ addedBy: row.added_by_user_id }, { userId: user.id, isJobProvider: provider }, status) },
    })),
    requiresAfterPhoto,
    can: {
      addBefore: provider && addRefusal('before', status, count('before')) === null,
      addAfter: provider && addRefusal('after', status, count('after')) === null,
    },
    perKind: jobPhotoLimits.perKind,
    pictureLimits: pictureLimits(deps.config),
  };
}

/** `GET /api/jobs/:jobId/photos`: the job's customer, its provider, its market's managers and admins; 404 for anyone else. */
export async function getJobPhotos(deps: Deps, user: SessionUser, jobId: string): Promise<JobPhotos> {
  return photosAnswer(deps, user, await loadVisibleJob(deps, user, jobId));
}

/**
 * Before the bytes are read (then the rate limit counts): the job is visible (404 otherwise),
 * the caller is its provider (403), and the kind may be added now (409).
 */
export async function admitJobPhoto(deps: Deps, user: SessionUser, jobId: string, kind: JobPhotoKind): Promise<void> {
  const job = await loadVisibleJob(deps, user, jobId);
  if (!isJobProvider(user, jobScopeOf(job))) throw AppError.forbidden(m.onlyProvider);
  const refusal = addRefusal(kind, statusOf(job), await countJobPhotos(deps.db, jobId, kind));
  if (refusal) throw refusal;
}

/**
 * The pictures pipeline (checked by content, re-encoded whole, not cropped, metadata stripped,
 * stored by its hash), then the row under the job's lock: the status and the count are checked again there,
 * so two uploads at once never pass the limit. A refused row lets go of the files it stored.
 */
export async function addJobPhoto(deps: Deps, user: SessionUser, jobId: string, kind: JobPhotoKind, form: PictureForm): Promise<JobPhotos> {
  await checkPictureBytes(form.bytes);
  const key = await storePicture(deps.config.dataDir, await renderPicture(form.bytes, deps.config.pictures, null, 'whole'));
  try {
    await deps.db.transaction().execute(async (trx) => {
      const job = await lockJobStatus(trx, jobId);
      if (job.provider_id === null || job.provider_id !== user.providerId) throw AppError.notFound(common.noSuchJob);
      const refusal = addRefusal(kind, statusOf(job), await countJobPhotos(trx, jobId, kind));
      if (refusal) throw refusal;
      await insertJobPhoto(trx, { job_id: jobId, kind, picture_key: key, added_by_user_id: user.id, created_at: deps.now() });
    });
  } catch (error) {
    await forgetPicture(deps, key);
    throw error;
  }
  return getJobPhotos(deps, user, jobId);
}

/** Its author, the job's provider still, while the job is confirmed or in progress; the files go unless shown elsewhere. */
export async function removeJobPhoto(deps: Deps, user: SessionUser, jobId: string, photoId: string): Promise<JobPhotos> {
  const job = await loadVisibleJob(deps, user, jobId);
  const photo = await findJobPhoto(deps.db, jobId, photoId);
  if (!photo) throw AppError.notFound(m.noSuchPhoto);
  const provider = isJobProvider(user, jobScopeOf(job));
  if (!provider || photo.added_by_user_id !== user.id) throw AppError.forbidden(m.removeOnlyOwn);
  if (!canRemovePhoto({ addedBy: photo.added_by_user_id }, { userId: user.id, isJobProvider: provider }, statusOf(job))) throw AppError.invalidTransition(m.removeNotNow);
  await deleteJobPhoto(deps.db, photoId);
  await forgetPicture(deps, photo.picture_key);
  return photosAnswer(deps, user, job);
}

/** The photo's bytes for the same people as the list; 404 for anyone else, another job's photo, or files gone. */
export async function readJobPhoto(deps: Deps, user: SessionUser, jobId: string, photoId: string, size: PictureSize): Promise<StoredPicture> {
  await loadVisibleJob(deps, user, jobId);
  const photo = await findJobPhoto(deps.db, jobId, photoId);
  if (!photo) throw AppError.notFound(m.noSuchPhoto);
  return requireUploadedPicture(deps.config.dataDir, photo.picture_key, size);
}

/** The completion rule for provider-jobs: whether the market requires an "after" photo, and how many the job has. */
export async function afterPhotoState(deps: Pick<Deps, 'db'>, job: { id: string; market_id: string }): Promise<{ required: boolean; count: number }> {
  const [required, count] = await Promise.all([marketRequiresAfterPhoto(deps.db, job.market_id), countJobPhotos(deps.db, job.id, 'after')]);
  return { required, count };
}
