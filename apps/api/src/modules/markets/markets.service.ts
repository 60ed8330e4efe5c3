import { type LanguageCode, type MarketDetail, type MarketSettings, type MarketSummary, type SessionUser, type SettingsChange, settingFieldNames, type SettingValue, type UpdateMarketSettings } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type Actor, authorize, canManageMarket, isAdmin } from '../access';
import { settingsDiff, toMarketSettings, toMarketSummary, toPolicies, toServiceOffer, toSettingsColumns } from './market-shapes';
import {
  countProviders,
  findMarketRow,
  insertSettingsChange,
  listActiveServices,
  listMarketRows,
  listSettingsChanges,
  lockMarketRow,
  updateMarketSettings,
} from './markets.repository';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { marketsMessages as m } from './markets-messages';

const noSuchMarket = () => AppError.notFound(common.noSuchMarket);

export async function listMarkets(deps: Deps): Promise<MarketSummary[]> {
  return (await listMarketRows(deps.db)).map(toMarketSummary);
}

/** The market's page; its services' names and descriptions in the reader's `language`. */
export async function getMarket(deps: Deps, marketId: string, language: LanguageCode): Promise<MarketDetail> {
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  const [services, providerCount] = await Promise.all([listActiveServices(deps.db, marketId, language), countProviders(deps.db, marketId)]);
  return { ...toMarketSummary(row), postalCodes: row.postal_codes, services: services.map(toServiceOffer), policies: toPolicies(row), providerCount };
}

export async function getMarketSettings(deps: Deps, user: Actor, marketId: string): Promise<MarketSettings> {
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  authorize(canManageMarket(user, marketId), m.onlyManagersSeeSettings);
  return toMarketSettings(row);
}

/** docs/product.md §4a: the message of a save made from settings someone else changed meanwhile. */
export const STALE_SETTINGS_MESSAGE = m.staleSettings;

/**
 * Saves a market's settings if they are still at the version the caller read (else 409), and
 * records who changed which field from what to what, in the same transaction. A save that
 * changes nothing records nothing and keeps the version. Only new bookings see the new values:
 * a job keeps the price, cancellation policy and answer deadline it was booked with.
 */
export async function changeMarketSettings(deps: Deps, user: SessionUser, marketId: string, settings: UpdateMarketSettings): Promise<MarketSettings> {
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  authorize(canManageMarket(user, marketId), m.onlyManagersChangeSettings);
  return deps.db.transaction().execute((trx) => saveMarketSettingsIn(trx, user, marketId, settings));
}

/**
 * The save itself, in the caller's transaction (the admin's market edit saves its name and zone
 * in the same one): locks the market, checks the version, writes the settings and their record.
 */
export async function saveMarketSettingsIn(trx: Kysely<Database>, user: SessionUser, marketId: string, settings: UpdateMarketSettings): Promise<MarketSettings> {
  const current = await lockMarketRow(trx, marketId);
  if (!current) throw noSuchMarket();
  if (current.settings_version !== settings.version) throw AppError.conflict(STALE_SETTINGS_MESSAGE);
  const before = toMarketSettings(current);
  const diff = settingsDiff(before, { ...settings, version: before.version });
  if (Object.keys(diff).length === 0) return before;
  const updated = await updateMarketSettings(trx, marketId, toSettingsColumns(settings));
  await insertSettingsChange(trx, {
    market_id: marketId,
    actor_user_id: user.id,
    actor_role: isAdmin(user) ? 'admin' : 'manager',
    version: updated.settings_version,
    changes: JSON.stringify(diff),
  });
  return toMarketSettings(updated);
}

/** The latest changes of a market's settings, newest first (at most `limit`). */
export async function marketSettingsHistory(deps: Deps, user: Actor, marketId: string, limit: number): Promise<SettingsChange[]> {
  const row = await findMarketRow(deps.db, marketId);
  if (!row) throw noSuchMarket();
  authorize(canManageMarket(user, marketId), m.onlyManagersSeeSettings);
  const rows = await listSettingsChanges(deps.db, marketId, limit);
  return rows.map((change) => ({
    id: change.id,
    changedAt: new Date(change.changed_at).toISOString(),
    changedBy: change.actor_name === null ? null : { name: change.actor_name, role: change.actor_role },
    version: change.version,
    changes: settingFieldNames.flatMap((field) => {
      const values = change.changes[field] as { before: SettingValue; after: SettingValue } | undefined;
      return values ? [{ field, before: values.before, after: values.after }] : [];
    }),
  }));
}
