import type { AdminMarket, CreateMarket, UpdateAdminMarket } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, MarketRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authorize, canManageCatalogue } from '../access';
import { findMarketRow, saveMarketSettingsIn, toMarketSettings, toMarketSummary, toSettingsColumns } from '../markets';
import { countWaiting } from '../waitlist';
import { type AdminActor, recordCatalogueChange } from './catalogue-audit';
import { countOfferableProviders, countPricedServices, insertMarket, listMarketPage, updateMarketIdentity } from './admin-markets.repository';
import { launchGaps } from './launch-gaps';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { adminCatalogueMessages as m } from './admin-catalogue-messages';

export const noSuchMarket = () => AppError.notFound(common.noSuchMarket);
export const adminsOnly = (actor: AdminActor) => authorize(canManageCatalogue(actor.user), m.adminsOnly);

/** A market as admins see it: settings, what going live still needs, who is waiting. */
export async function toAdminMarket(db: Kysely<Database>, row: MarketRow): Promise<AdminMarket> {
  const [offerableProviders, pricedServices, waitlistWaiting] = await Promise.all([
    countOfferableProviders(db, row.id),
    countPricedServices(db, row.id),
    countWaiting(db, row.postal_codes),
  ]);
  return { ...toMarketSummary(row), settings: toMarketSettings(row), offerableProviders, pricedServices, missing: launchGaps({ offerableProviders, pricedServices }), waitlistWaiting };
}

export async function listAdminMarkets(deps: Deps, actor: AdminActor, page: number, pageSize: number) {
  adminsOnly(actor);
  const { rows, total } = await listMarketPage(deps.db, (page - 1) * pageSize, pageSize);
  return { markets: await Promise.all(rows.map((row) => toAdminMarket(deps.db, row))), page, pageSize, total };
}

export async function getAdminMarket(deps: Deps, actor: AdminActor, marketId: string): Promise<AdminMarket> {
  adminsOnly(actor);
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  return toAdminMarket(deps.db, row);
}

/** A new market starts coming soon: it opens once it has a provider and a priced service. */
export async function createMarket(deps: Deps, actor: AdminActor, market: CreateMarket): Promise<AdminMarket> {
  adminsOnly(actor);
  await deps.db.transaction().execute(async (trx) => {
    const { id, name, timeZone, currency, serviceArea, language, ...settings } = market;
    const created = await insertMarket(trx, { id, name, time_zone: timeZone, currency, service_area: serviceArea, language, status: 'coming_soon', ...toSettingsColumns({ ...settings, version: 1 }) });
    if (!created) throw AppError.conflict(m.slugTaken, { id: [m.slugTakenField] });
    await recordCatalogueChange(deps, trx, actor, 'market_created', { marketId: id, name, currency });
  });
  return getAdminMarket(deps, actor, market.id);
}

/**
 * Name, zone, area, language and every setting in one transaction: the settings as the managers' save does
 * (version check, field-by-field history), the rest audited in the security log when it changed.
 */
export async function updateAdminMarket(deps: Deps, actor: AdminActor, marketId: string, change: UpdateAdminMarket): Promise<AdminMarket> {
  adminsOnly(actor);
  const before = await findMarketRow(deps.db, marketId);
  if (!before) throw noSuchMarket();
  await deps.db.transaction().execute(async (trx) => {
    const { name, timeZone, serviceArea, language, ...settings } = change;
    await saveMarketSettingsIn(trx, actor.user, marketId, settings);
    const identity = { name, time_zone: timeZone, service_area: serviceArea, language };
    const changed = (Object.keys(identity) as Array<keyof typeof identity>).filter((key) => before[key] !== identity[key]);
    if (changed.length === 0) return;
    await updateMarketIdentity(trx, marketId, identity);
    await recordCatalogueChange(deps, trx, actor, 'market_changed', { marketId, fields: changed.join(', '), ...Object.fromEntries(changed.map((key) => [key, identity[key]])) });
  });
  return getAdminMarket(deps, actor, marketId);
}
