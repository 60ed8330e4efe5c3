import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import type { PictureSize } from '../pictures';
import { getReviewApplication, getReviewPicture, listReviewApplications } from './provider-review.service';
import { decideApplication } from './review-decisions';

/** The market's review of provider applications (docs/market-providers.md). */
export function providerReviewRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerReview } = apiEndpoints;
  route(providerReview.list, async ({ auth, params, query }) => listReviewApplications(deps, requireAuth(auth).user, params.marketId, query));
  route(providerReview.get, async ({ auth, params }) => getReviewApplication(deps, requireAuth(auth).user, params.marketId, params.applicationId));
  route(providerReview.picture, async ({ auth, params, query, reply }) =>
    sendImage(reply, await getReviewPicture(deps, requireAuth(auth).user, params.marketId, params.applicationId, Number(query.size) as PictureSize)),
  );
  route(providerReview.approve, async ({ auth, params, body }) =>
    decideApplication(deps, requireAuth(auth).user, params.marketId, params.applicationId, 'approve', body.reason ?? null),
  );
  route(providerReview.reject, async ({ auth, params, body }) => decideApplication(deps, requireAuth(auth).user, params.marketId, params.applicationId, 'reject', body.reason));
  route(providerReview.requestChanges, async ({ auth, params, body }) =>
    decideApplication(deps, requireAuth(auth).user, params.marketId, params.applicationId, 'requestChanges', body.reason),
  );
}
