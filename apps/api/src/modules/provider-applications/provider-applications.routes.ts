import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import type { PictureSize } from '../pictures';
import { readPictureForm } from '../provider-profile';
import { addPayoutAccount, admitIdentityCheck, checkIdentity } from './application-checks';
import { authorizeApplicationPicture, readApplicationPicture, replaceApplicationPicture } from './application-picture';
import { getCurrentApplication, startApplication, updateDraft } from './applications.service';
import { submitApplication } from './submit-application';

/**
 * The applicant's side of becoming a provider (docs/provider-onboarding.md). Every endpoint acts
 * for the session's user on their own application; someone else's is "not found". Answers are
 * `no-store` (register-endpoint.ts); the writes' rate limits are in their contracts.
 */
export function providerApplicationRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerApplications: endpoints } = apiEndpoints;

  route(endpoints.current, async ({ user, request }) => getCurrentApplication(deps, user.id, readerLanguage(request)));
  route(endpoints.start, async ({ user, body, request }) => ({ application: await startApplication(deps, user, body.marketId, readerLanguage(request)) }));
  route(endpoints.update, async ({ user, params, body, request }) => ({ application: await updateDraft(deps, user, params.applicationId, body, readerLanguage(request)) }));
  // Rights first, then the rate limit: a refused caller's bytes are never read.
  route(endpoints.uploadPicture, {
    admit: async ({ user, params }) => authorizeApplicationPicture(deps, user, params.applicationId),
    handle: async ({ user, params, request }) => {
      const form = await readPictureForm(request, deps.config.pictures.maxBytes);
      return { application: await replaceApplicationPicture(deps, user, params.applicationId, form, readerLanguage(request)) };
    },
  });
  route(endpoints.picture, async ({ user, params, query, reply }) => sendImage(reply, await readApplicationPicture(deps, user, params.applicationId, Number(query.size) as PictureSize)));
  route(endpoints.checkIdentity, {
    admit: async ({ user, params }) => admitIdentityCheck(deps, user, params.applicationId),
    handle: async ({ user, params, body, request }) => ({ application: await checkIdentity(deps, user, params.applicationId, body, readerLanguage(request)) }),
  });
  route(endpoints.addPayoutAccount, async ({ user, params, body, request }) => ({ application: await addPayoutAccount(deps, user, params.applicationId, body, readerLanguage(request)) }));
  route(endpoints.submit, async ({ user, params, request }) => ({ application: await submitApplication(deps, user, params.applicationId, readerLanguage(request)) }));
}
