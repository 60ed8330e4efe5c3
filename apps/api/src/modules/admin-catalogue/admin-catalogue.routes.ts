import { apiEndpoints } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { type AuthContext, requireAuth } from '../access';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import type { AdminActor } from './catalogue-audit';
import { createMarket, getAdminMarket, listAdminMarkets, updateAdminMarket } from './admin-markets.service';
import { changeService, createService, listAdminServices, setServicePrice } from './admin-services.service';
import { comingSoon, goLive } from './market-status.service';

const actorOf = (auth: AuthContext | null, request: FastifyRequest): AdminActor => ({ user: requireAuth(auth).user, address: request.ip });

/** The admin's markets and services (docs/admin-markets.md); every use case checks `canManageCatalogue`. */
export function adminCatalogueRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { adminCatalogue: api } = apiEndpoints;
  route(api.markets, async ({ auth, request, query }) => listAdminMarkets(deps, actorOf(auth, request), query.page, query.pageSize));
  route(api.createMarket, async ({ auth, request, body }) => createMarket(deps, actorOf(auth, request), body));
  route(api.market, async ({ auth, request, params }) => getAdminMarket(deps, actorOf(auth, request), params.marketId));
  route(api.updateMarket, async ({ auth, request, params, body }) => updateAdminMarket(deps, actorOf(auth, request), params.marketId, body));
  route(api.goLive, async ({ auth, request, params }) => goLive(deps, actorOf(auth, request), params.marketId));
  route(api.comingSoon, async ({ auth, request, params }) => comingSoon(deps, actorOf(auth, request), params.marketId));
  route(api.services, async ({ auth, request, query }) => listAdminServices(deps, actorOf(auth, request), query.page, query.pageSize));
  route(api.createService, async ({ auth, request, body }) => createService(deps, actorOf(auth, request), body));
  route(api.updateService, async ({ auth, request, params, body }) => changeService(deps, actorOf(auth, request), params.serviceId, body));
  route(api.setServicePrice, async ({ auth, request, params, body }) => setServicePrice(deps, actorOf(auth, request), params.serviceId, params.marketId, body));
}
