import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { readPictureForm } from './picture-form';
import { authorizeUpload, removePicture, replacePicture } from './pictures.service';
import { getProfileEditor, updateProfileDetails } from './profile-editor.service';
import { listProviderReviews } from './reviews.service';
import { addTimeOff, removeTimeOff } from './time-off.service';

export function providerProfileRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerProfile } = apiEndpoints;
  route(providerProfile.editor, async ({ user, params, request }) => getProfileEditor(deps, user, params.providerId, readerLanguage(request)));
  route(providerProfile.updateDetails, async ({ user, params, body, request }) => updateProfileDetails(deps, user, params.providerId, body, readerLanguage(request)));
  // Rights first, then the rate limit: a refused caller's bytes are never read.
  route(providerProfile.uploadPicture, {
    admit: async ({ user, params }) => authorizeUpload(deps, user, params.providerId),
    handle: async ({ params, request }) => replacePicture(deps, params.providerId, await readPictureForm(request, deps.config.pictures.maxBytes)),
  });
  route(providerProfile.removePicture, async ({ user, params }) => removePicture(deps, user, params.providerId));
  route(providerProfile.addTimeOff, async ({ user, params, body }) => addTimeOff(deps, user, params.providerId, body));
  route(providerProfile.removeTimeOff, async ({ user, params }) => removeTimeOff(deps, user, params.providerId, params.timeOffId));
  route(providerProfile.reviews, async ({ params, query, request }) => listProviderReviews(deps, params.providerId, query.page, readerLanguage(request)));
}
