import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { changeMarketSettings, getMarket, getMarketSettings, listMarkets, marketSettingsHistory } from './markets.service';

export function marketRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { markets } = apiEndpoints;
  route(markets.list, async () => ({ markets: await listMarkets(deps) }));
  route(markets.get, async ({ params }) => getMarket(deps, params.marketId));
  route(markets.settings, async ({ auth, params }) => getMarketSettings(deps, requireAuth(auth).user, params.marketId));
  route(markets.updateSettings, async ({ auth, params, body }) => changeMarketSettings(deps, requireAuth(auth).user, params.marketId, body));
  route(markets.settingsHistory, async ({ auth, params, query }) => ({ changes: await marketSettingsHistory(deps, requireAuth(auth).user, params.marketId, query.limit) }));
}
