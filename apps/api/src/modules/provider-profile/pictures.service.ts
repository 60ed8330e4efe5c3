import { type PictureLimits, pictureTypes } from '@marketplace/contracts';
import type { AppConfig } from '../../config';
import type { Deps } from '../../deps';
import { type Actor, authorize, canEditProviderProfile } from '../access';
import { findProviderRow, pictureUrl, providerScope } from '../providers';
import type { PictureForm } from './picture-form';
import { checkPictureBytes, deletePicture, renderPicture, storePicture } from '../pictures';
import { isPictureInUse, swapPicturePath } from './profile.repository';
import { providerProfileMessages as m } from './provider-profile-messages';

export function pictureLimits(config: AppConfig): PictureLimits {
  return { ...config.pictures, types: [...pictureTypes] };
}

/** Deletes a picture's files unless some provider still shows them (identical uploads share files). */
export async function forgetPicture(deps: Deps, key: string | null): Promise<void> {
  if (key && !(await isPictureInUse(deps.db, key))) await deletePicture(deps.config.dataDir, key);
}

async function answer(deps: Deps, providerId: string) {
  const row = await findProviderRow(deps.db, providerId);
  return { pictureUrl: pictureUrl(row!) };
}

/** Who may (then the endpoint's limit says how often), then what it is: checked, re-encoded, stored, and only then the old one removed. */
export async function authorizeUpload(deps: Deps, user: Actor, providerId: string): Promise<void> {
  authorize(canEditProviderProfile(user, await providerScope(deps, providerId)), m.onlyProviderPicture);
}

export async function replacePicture(deps: Deps, providerId: string, form: PictureForm) {
  await checkPictureBytes(form.bytes);
  const sizes = await renderPicture(form.bytes, deps.config.pictures, form.crop);
  const key = await storePicture(deps.config.dataDir, sizes);
  let previous: string | null;
  try {
    previous = await swapPicturePath(deps.db, providerId, key);
  } catch (error) {
    await forgetPicture(deps, key);
    throw error;
  }
  if (previous !== key) await forgetPicture(deps, previous);
  return answer(deps, providerId);
}

export async function removePicture(deps: Deps, user: Actor, providerId: string) {
  authorize(canEditProviderProfile(user, await providerScope(deps, providerId)), m.onlyProviderPicture);
  await forgetPicture(deps, await swapPicturePath(deps.db, providerId, null));
  return answer(deps, providerId);
}
