import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { limitRequest } from '../rate-limits/request-limits';
import { applyUnsubscribe, unsubscribeState } from './unsubscribe.service';

/** The links in emails: no session, the signed token is the permission (unsubscribe-token.ts). */
export function unsubscribeRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { notifications } = apiEndpoints;
  route(notifications.unsubscribeState, async ({ query }) => unsubscribeState(deps, query.token));
  route(notifications.unsubscribe, async ({ body, request }) => {
    await limitRequest(deps, 'unsubscribe', { address: request.ip });
    return applyUnsubscribe(deps, body.token, body.subscribe);
  });
}
