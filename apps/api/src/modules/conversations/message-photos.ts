import type { MessagePhoto, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { checkPictureBytes, type PictureSize, renderPicture, requireUploadedPicture, type StoredPicture, storePicture } from '../pictures';
import type { PictureForm } from '../provider-profile';
import { conversationScope, photoUrl } from './conversation';
import { countUnsentPhotos, findPhoto, insertPhoto } from './conversations.repository';
import { conversationsMessages as m } from './conversations-messages';

/** Whether this person may upload now (before the upload's bytes are read): on the job, the conversation open, photos waiting within the limit. */
export async function admitPhotoUpload(deps: Deps, user: SessionUser, jobId: string): Promise<void> {
  const scope = await conversationScope(deps, user, jobId);
  if (!scope.open) throw AppError.conflict(m.closed);
  if ((await countUnsentPhotos(deps.db, jobId, user.id)) >= 4) throw AppError.conflict(m.tooManyPending);
}

/**
 * A photo for the uploader's next message: the pictures pipeline (checked by its content,
 * re-encoded as WebP without metadata, stored by its hash), waiting until a message sends it.
 */
export async function uploadMessagePhoto(deps: Deps, user: SessionUser, jobId: string, form: PictureForm): Promise<MessagePhoto> {
  await checkPictureBytes(form.bytes);
  const key = await storePicture(deps.config.dataDir, await renderPicture(form.bytes, deps.config.pictures, null, 'whole'));
  const row = await insertPhoto(deps.db, { job_id: jobId, uploader_user_id: user.id, picture_key: key, created_at: deps.now() });
  return { id: row.id, url: photoUrl(jobId, row.id) };
}

/** A photo of the conversation: to those who may read it (a sent photo), or its uploader (one waiting to be sent); 404 otherwise. */
export async function readMessagePhoto(deps: Deps, user: SessionUser, jobId: string, photoId: string, size: PictureSize): Promise<StoredPicture> {
  await conversationScope(deps, user, jobId);
  const photo = await findPhoto(deps.db, jobId, photoId);
  if (!photo || (photo.message_id === null && photo.uploader_user_id !== user.id)) throw AppError.notFound(m.noSuchPhoto);
  return requireUploadedPicture(deps.config.dataDir, photo.picture_key, size);
}
