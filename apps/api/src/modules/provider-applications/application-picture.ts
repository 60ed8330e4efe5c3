import type { LanguageCode, ProviderApplication } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { forgetPicture, type PictureForm } from '../provider-profile';
import { checkPictureBytes, type PictureSize, renderPicture, requireUploadedPicture, type StoredPicture, storePicture } from '../pictures';
import { assertEditable } from './application-rules';
import { applicationView, ownApplication } from './application-view';
import type { Applicant } from './applications.service';
import { lockApplication, updateApplication } from './applications.repository';

/** Whose and whether it may change (then the endpoint's limit says how often), before the upload's bytes are read. */
export async function authorizeApplicationPicture(deps: Deps, applicant: Applicant, applicationId: string): Promise<void> {
  assertEditable((await ownApplication(deps.db, applicant, applicationId)).status);
}

/**
 * The provider profile's picture pipeline (checked, re-encoded without metadata, stored by its
 * hash); the application points at it, and approval gives it to the new provider.
 */
export async function replaceApplicationPicture(deps: Deps, applicant: Applicant, applicationId: string, form: PictureForm, language: LanguageCode): Promise<ProviderApplication> {
  await checkPictureBytes(form.bytes);
  const key = await storePicture(deps.config.dataDir, await renderPicture(form.bytes, deps.config.pictures, form.crop));
  const previous = await deps.db
    .transaction()
    .execute(async (trx) => {
      const row = await ownApplication(trx, applicant, applicationId, lockApplication);
      assertEditable(row.status);
      await updateApplication(trx, applicationId, { picture_path: key, updated_at: deps.now() });
      return row.picture_path;
    })
    .catch(async (error: unknown) => {
      await forgetPicture(deps, key);
      throw error;
    });
  if (previous && previous !== key) await forgetPicture(deps, previous);
  return applicationView(deps.db, await ownApplication(deps.db, applicant, applicationId), language);
}

/** The picture as its applicant sees it; 404 for anyone else's application, none, or files gone. */
export async function readApplicationPicture(deps: Deps, user: { id: string }, applicationId: string, size: PictureSize): Promise<StoredPicture> {
  return requireUploadedPicture(deps.config.dataDir, (await ownApplication(deps.db, user, applicationId)).picture_path, size);
}
