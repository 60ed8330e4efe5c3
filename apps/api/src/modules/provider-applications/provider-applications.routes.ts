import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import type { PictureSize } from '../pictures';
import { requireAuth } from '../access';
import { readPictureForm } from '../provider-profile';
import { addPayoutAccount, checkIdentity } from './application-checks';
import { authorizeApplicationPicture, readApplicationPicture, replaceApplicationPicture } from './application-picture';
import { getCurrentApplication, startApplication, updateDraft } from './applications.service';
import { submitApplication } from './submit-application';

/**
 * The applicant's side of becoming a provider (docs/provider-onboarding.md). Every endpoint acts
 * for the session's user on their own application; someone else's is "not found". Answers are
 * `no-store` (register-endpoint.ts).
 */
export function providerApplicationRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerApplications: endpoints } = apiEndpoints;
  const applicant = (auth: Parameters<typeof requireAuth>[0], address: string) => ({ id: requireAuth(auth).user.id, address });

  route(endpoints.current, async ({ auth }) => getCurrentApplication(deps, requireAuth(auth).user.id));
  route(endpoints.start, async ({ auth, body, request }) => ({ application: await startApplication(deps, applicant(auth, request.ip), body.marketId) }));
  route(endpoints.update, async ({ auth, params, body, request }) => ({ application: await updateDraft(deps, applicant(auth, request.ip), params.applicationId, body) }));
  route(endpoints.uploadPicture, async ({ auth, params, request }) => {
    const caller = applicant(auth, request.ip);
    // Rights and the rate limit first: a refused caller's bytes are never read.
    await authorizeApplicationPicture(deps, caller, params.applicationId);
    const form = await readPictureForm(request, deps.config.pictures.maxBytes);
    return { application: await replaceApplicationPicture(deps, caller, params.applicationId, form) };
  });
  route(endpoints.picture, async ({ auth, params, query, reply }) =>
    sendImage(reply, await readApplicationPicture(deps, requireAuth(auth).user, params.applicationId, Number(query.size) as PictureSize)),
  );
  route(endpoints.checkIdentity, async ({ auth, params, body, request }) => ({ application: await checkIdentity(deps, applicant(auth, request.ip), params.applicationId, body) }));
  route(endpoints.addPayoutAccount, async ({ auth, params, body, request }) => ({ application: await addPayoutAccount(deps, applicant(auth, request.ip), params.applicationId, body) }));
  route(endpoints.submit, async ({ auth, params, request }) => ({ application: await submitApplication(deps, applicant(auth, request.ip), params.applicationId) }));
}
