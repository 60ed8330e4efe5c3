import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { changeOwnPause, getOwnStatus } from './own-status';
import { getRosterProvider, listNeedsReassignment, listRoster } from './roster.service';
import { changeSuspension } from './suspension';

/** A market's providers for its managers, and a provider's own pause (docs/market-providers.md). */
export function rosterRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { roster, providerStatus } = apiEndpoints;
  route(roster.list, async ({ auth, params, query }) => listRoster(deps, requireAuth(auth).user, params.marketId, query));
  route(roster.needsReassignment, async ({ auth, params, query }) => listNeedsReassignment(deps, requireAuth(auth).user, params.marketId, query.page));
  route(roster.get, async ({ auth, params }) => getRosterProvider(deps, requireAuth(auth).user, params.marketId, params.providerId));
  route(roster.suspend, async ({ auth, params, body }) => changeSuspension(deps, requireAuth(auth).user, params.marketId, params.providerId, true, body.reason));
  route(roster.reinstate, async ({ auth, params, body }) => changeSuspension(deps, requireAuth(auth).user, params.marketId, params.providerId, false, body.reason));
  route(providerStatus.get, async ({ auth, params }) => getOwnStatus(deps, requireAuth(auth).user, params.providerId));
  route(providerStatus.pause, async ({ auth, params, body }) => changeOwnPause(deps, requireAuth(auth).user, params.providerId, true, body.reason ?? null));
  route(providerStatus.resume, async ({ auth, params, body }) => changeOwnPause(deps, requireAuth(auth).user, params.providerId, false, body.reason ?? null));
}
