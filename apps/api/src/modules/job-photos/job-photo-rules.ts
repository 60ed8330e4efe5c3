import { type JobPhotoKind, jobPhotoLimits, type JobStatus } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';
import { jobPhotosMessages as m } from './job-photos-messages';

/**
 * When the job's provider may add a photo (docs/job-photos.md): "before" from confirmation
 * until completion (at the start), "after" while the job is in progress (at completion).
 */
const addableIn: Record<JobPhotoKind, readonly JobStatus[]> = {
  before: ['confirmed', 'in_progress'],
  after: ['in_progress'],
};

/** Why the job's provider may not add a photo of this kind now, or null. */
export function addRefusal(kind: JobPhotoKind, status: JobStatus, existingOfKind: number): AppError | null {
  if (!addableIn[kind].includes(status)) return AppError.invalidTransition(kind === 'before' ? m.beforeNotNow : m.afterNotNow);
  if (existingOfKind >= jobPhotoLimits.perKind) {
    return AppError.conflict({ ...(kind === 'before' ? m.tooManyBefore : m.tooManyAfter), values: { count: jobPhotoLimits.perKind } });
  }
  return null;
}

/** A photo is removed by its author, the job's provider still, while the job is not completed (then it is the job's record). */
export function canRemovePhoto(photo: { addedBy: string | null }, viewer: { userId: string; isJobProvider: boolean }, status: JobStatus): boolean {
  return viewer.isJobProvider && photo.addedBy === viewer.userId && (status === 'confirmed' || status === 'in_progress');
}

/** The completion rule: a market that requires an "after" photo refuses to complete without one. */
export function completionRefusal(requiresAfterPhoto: boolean, afterPhotos: number): AppError | null {
  return requiresAfterPhoto && afterPhotos === 0 ? AppError.invalidTransition(m.afterPhotoRequired) : null;
}
