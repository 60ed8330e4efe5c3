import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireOneClickBody } from './one-click-body';
import { applyUnsubscribe, unsubscribeState } from './unsubscribe.service';

/**
 * The links in emails: no session, the signed token is the permission (unsubscribe-token.ts),
 * and all it allows is turning one event's email off.
 */
export function unsubscribeRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { notifications } = apiEndpoints;
  route(notifications.unsubscribeState, async ({ query }) => unsubscribeState(deps, query.token));
  route(notifications.unsubscribe, async ({ body }) => applyUnsubscribe(deps, body.token));
  // RFC 8058, posted by mail providers from servers many people share: not limited per address
  // (a token is needed to change anything, and it can only turn one email off).
  route(notifications.unsubscribeOneClick, async ({ query, request }) => {
    await requireOneClickBody(request);
    await applyUnsubscribe(deps, query.token);
    return null;
  });
  route(notifications.unsubscribeOneClickLink, async ({ query, reply }) => reply.redirect(`/notifications/unsubscribe?token=${encodeURIComponent(query.token)}`, 303));
}
