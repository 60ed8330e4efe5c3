import { apiEndpoints, type SessionUser } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import type { AdminActor } from './catalogue-audit';
import { createMarket, getAdminMarket, listAdminMarkets, updateAdminMarket } from './admin-markets.service';
import { changeService, createService, listAdminServices, setServicePrice } from './admin-services.service';
import { comingSoon, goLive } from './market-status.service';

const actorOf = (user: SessionUser, request: FastifyRequest): AdminActor => ({ user, address: request.ip });

/** The admin's markets and services (docs/admin-markets.md); every use case checks `canManageCatalogue`. */
export function adminCatalogueRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { adminCatalogue: api } = apiEndpoints;
  route(api.markets, async ({ user, request, query }) => listAdminMarkets(deps, actorOf(user, request), query.page, query.pageSize));
  route(api.createMarket, async ({ user, request, body }) => createMarket(deps, actorOf(user, request), body));
  route(api.market, async ({ user, request, params }) => getAdminMarket(deps, actorOf(user, request), params.marketId));
  route(api.updateMarket, async ({ user, request, params, body }) => updateAdminMarket(deps, actorOf(user, request), params.marketId, body));
  route(api.goLive, async ({ user, request, params }) => goLive(deps, actorOf(user, request), params.marketId));
  route(api.comingSoon, async ({ user, request, params }) => comingSoon(deps, actorOf(user, request), params.marketId));
  route(api.services, async ({ user, request, query }) => listAdminServices(deps, actorOf(user, request), query.page, query.pageSize));
  route(api.createService, async ({ user, request, body }) => createService(deps, actorOf(user, request), body));
  route(api.updateService, async ({ user, request, params, body }) => changeService(deps, actorOf(user, request), params.serviceId, body));
  route(api.setServicePrice, async ({ user, request, params, body }) => setServicePrice(deps, actorOf(user, request), params.serviceId, params.marketId, body));
}
