import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { readPictureForm } from './picture-form';
import { authorizeUpload, removePicture, replacePicture } from './pictures.service';
import { getProfileEditor, updateProfileDetails } from './profile-editor.service';
import { listProviderReviews } from './reviews.service';
import { addTimeOff, removeTimeOff } from './time-off.service';

export function providerProfileRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerProfile } = apiEndpoints;
  route(providerProfile.editor, async ({ auth, params }) => getProfileEditor(deps, requireAuth(auth).user, params.providerId));
  route(providerProfile.updateDetails, async ({ auth, params, body }) => updateProfileDetails(deps, requireAuth(auth).user, params.providerId, body));
  route(providerProfile.uploadPicture, async ({ auth, params, request }) => {
    // Rights and the rate limit first: a refused caller's bytes are never read.
    await authorizeUpload(deps, requireAuth(auth).user, params.providerId, { address: request.ip });
    return replacePicture(deps, params.providerId, await readPictureForm(request, deps.config.pictures.maxBytes));
  });
  route(providerProfile.removePicture, async ({ auth, params }) => removePicture(deps, requireAuth(auth).user, params.providerId));
  route(providerProfile.addTimeOff, async ({ auth, params, body }) => addTimeOff(deps, requireAuth(auth).user, params.providerId, body));
  route(providerProfile.removeTimeOff, async ({ auth, params }) => removeTimeOff(deps, requireAuth(auth).user, params.providerId, params.timeOffId));
  route(providerProfile.reviews, async ({ params, query }) => listProviderReviews(deps, params.providerId, query.page));
}
