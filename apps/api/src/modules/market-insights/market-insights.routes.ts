import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { getMarketCapacity, getMarketKpis } from './market-insights.service';

export function marketInsightsRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { marketInsights } = apiEndpoints;
  route(marketInsights.kpis, async ({ auth, params, query }) => getMarketKpis(deps, requireAuth(auth).user, params.marketId, query));
  route(marketInsights.capacity, async ({ auth, params, query }) => getMarketCapacity(deps, requireAuth(auth).user, params.marketId, query));
}
