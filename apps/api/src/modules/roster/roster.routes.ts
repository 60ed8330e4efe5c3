import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { changeOwnPause, getOwnStatus } from './own-status';
import { getRosterProvider, listNeedsReassignment, listRoster } from './roster.service';
import { changeSuspension } from './suspension';

/** A market's providers for its managers, and a provider's own pause (docs/market-providers.md). */
export function rosterRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { roster, providerStatus } = apiEndpoints;
  route(roster.list, async ({ user, params, query }) => listRoster(deps, user, params.marketId, query));
  route(roster.needsReassignment, async ({ user, params, query, request }) => listNeedsReassignment(deps, user, params.marketId, query.page, readerLanguage(request)));
  route(roster.get, async ({ user, params, request }) => getRosterProvider(deps, user, params.marketId, params.providerId, readerLanguage(request)));
  route(roster.suspend, async ({ user, params, body, request }) => changeSuspension(deps, user, params.marketId, params.providerId, true, body.reason, readerLanguage(request)));
  route(roster.reinstate, async ({ user, params, body, request }) => changeSuspension(deps, user, params.marketId, params.providerId, false, body.reason, readerLanguage(request)));
  route(providerStatus.get, async ({ user, params }) => getOwnStatus(deps, user, params.providerId));
  route(providerStatus.pause, async ({ user, params, body }) => changeOwnPause(deps, user, params.providerId, true, body.reason ?? null));
  route(providerStatus.resume, async ({ user, params, body }) => changeOwnPause(deps, user, params.providerId, false, body.reason ?? null));
}
