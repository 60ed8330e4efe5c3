import type { MarketDetail, MarketSettings, MarketSummary } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type Actor, authorize, canManageMarket } from '../access/policies';
import { toMarketSettings, toMarketSummary, toPolicies, toServiceOffer, toSettingsColumns } from './market-shapes';
import { countProviders, findMarketRow, listActiveServices, listMarketRows, updateMarketSettings } from './markets.repository';

const noSuchMarket = () => AppError.notFound('There is no such market.');

export async function listMarkets(deps: Deps): Promise<MarketSummary[]> {
  return (await listMarketRows(deps.db)).map(toMarketSummary);
}

export async function getMarket(deps: Deps, marketId: string): Promise<MarketDetail> {
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  const [services, providerCount] = await Promise.all([listActiveServices(deps.db, marketId), countProviders(deps.db, marketId)]);
  return { ...toMarketSummary(row), postalCodes: row.postal_codes, services: services.map(toServiceOffer), policies: toPolicies(row), providerCount };
}

export async function getMarketSettings(deps: Deps, user: Actor, marketId: string): Promise<MarketSettings> {
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  authorize(canManageMarket(user, marketId), 'Only the managers of this market can see its settings.');
  return toMarketSettings(row);
}

export async function changeMarketSettings(deps: Deps, user: Actor, marketId: string, settings: MarketSettings): Promise<MarketSettings> {
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  authorize(canManageMarket(user, marketId), 'Only the managers of this market can change its settings.');
  const updated = await updateMarketSettings(deps.db, marketId, toSettingsColumns(settings));
  if (!updated) throw noSuchMarket();
  return toMarketSettings(updated);
}
