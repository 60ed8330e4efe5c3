import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { changeMarketSettings, getMarket, getMarketSettings, listMarkets, marketSettingsHistory } from './markets.service';

export function marketRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { markets } = apiEndpoints;
  route(markets.list, async () => ({ markets: await listMarkets(deps) }));
  route(markets.get, async ({ params, request }) => getMarket(deps, params.marketId, readerLanguage(request)));
  route(markets.settings, async ({ user, params }) => getMarketSettings(deps, user, params.marketId));
  route(markets.updateSettings, async ({ user, params, body }) => changeMarketSettings(deps, user, params.marketId, body));
  route(markets.settingsHistory, async ({ user, params, query }) => ({ changes: await marketSettingsHistory(deps, user, params.marketId, query.limit) }));
}
