import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import type { PictureSize } from '../pictures';
import { getReviewApplication, getReviewPicture, listReviewApplications } from './provider-review.service';
import { decideApplication } from './review-decisions';

/** The market's review of provider applications (docs/market-providers.md). */
export function providerReviewRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerReview } = apiEndpoints;
  route(providerReview.list, async ({ user, params, query, request }) => listReviewApplications(deps, user, params.marketId, query, readerLanguage(request)));
  route(providerReview.get, async ({ user, params, request }) => getReviewApplication(deps, user, params.marketId, params.applicationId, readerLanguage(request)));
  route(providerReview.picture, async ({ user, params, query, reply }) =>
    sendImage(reply, await getReviewPicture(deps, user, params.marketId, params.applicationId, Number(query.size) as PictureSize)),
  );
  route(providerReview.approve, async ({ user, params, body, request }) =>
    decideApplication(deps, user, params.marketId, params.applicationId, 'approve', body.reason ?? null, readerLanguage(request)),
  );
  route(providerReview.reject, async ({ user, params, body, request }) =>
    decideApplication(deps, user, params.marketId, params.applicationId, 'reject', body.reason, readerLanguage(request)),
  );
  route(providerReview.requestChanges, async ({ user, params, body, request }) =>
    decideApplication(deps, user, params.marketId, params.applicationId, 'requestChanges', body.reason, readerLanguage(request)),
  );
}
