import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { getMarketCapacity, getMarketKpis } from './market-insights.service';

export function marketInsightsRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { marketInsights } = apiEndpoints;
  route(marketInsights.kpis, async ({ user, params, query }) => getMarketKpis(deps, user, params.marketId, query));
  route(marketInsights.capacity, async ({ user, params, query }) => getMarketCapacity(deps, user, params.marketId, query));
}
