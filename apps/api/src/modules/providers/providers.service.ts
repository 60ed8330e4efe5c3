import type { LanguageCode, ProviderCard, ProviderProfile, WeeklyAvailability } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type Actor, authorize, canEditProviderAvailability, canViewProviderAvailability } from '../access';
import { findMarketRow, listActiveServices, marketExists } from '../markets';
import { type PictureSize, readPicture } from '../pictures';
import { toAvailabilityRows, toWeeklyAvailability } from './availability-times';
import { avatarSvg } from './avatar';
import { pictureUrl, pictureVersion, safeBio, shortBio, toRating } from './provider-shapes';
import {
  findProviderRow,
  listAvailabilityRows,
  listProviderMarkets,
  listProviderRowsInMarket,
  listProviderServices,
  listServiceIdsInMarket,
  providerAccountDeleted,
  replaceAvailabilityRows,
} from './providers.repository';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { providersMessages as m } from './providers-messages';

const noSuchProvider = () => AppError.notFound(common.noSuchProvider);

type CardRow = NonNullable<Awaited<ReturnType<typeof findProviderRow>>>;

function toCard(row: Omit<CardRow, 'created_at'>, services: Array<{ provider_id: string; service_id: string }>): ProviderCard {
  return {
    id: row.id,
    displayName: row.display_name,
    pictureUrl: pictureUrl(row),
    rating: toRating(row.rating_sum, row.rating_count),
    shortBio: shortBio(safeBio(row.bio_html)),
    serviceIds: services.filter((service) => service.provider_id === row.id).map((service) => service.service_id),
  };
}

/** Best rated first (unrated last), then by name. */
export async function listProvidersInMarket(deps: Deps, marketId: string): Promise<ProviderCard[]> {
  if (!(await marketExists(deps.db, marketId))) throw AppError.notFound(common.noSuchMarket);
  const rows = await listProviderRowsInMarket(deps.db, marketId);
  const services = await listServiceIdsInMarket(deps.db, marketId, rows.map((row) => row.id));
  const cards = rows.map((row) => toCard(row, services));
  return cards.sort((a, b) => (b.rating.average ?? 0) - (a.rating.average ?? 0) || a.displayName.localeCompare(b.displayName));
}

/** A provider's card as shown in a market (with the services they offer there); null if unknown. */
export async function getProviderCard(deps: Deps, providerId: string, marketId: string): Promise<ProviderCard | null> {
  const row = await findProviderRow(deps.db, providerId);
  return row ? toCard(row, await listServiceIdsInMarket(deps.db, marketId, [providerId])) : null;
}

/** A provider's public profile; the services' names in the reader's `language`. */
export async function getProviderProfile(deps: Deps, providerId: string, language: LanguageCode): Promise<ProviderProfile> {
  const row = await findProviderRow(deps.db, providerId);
  if (!row || (await providerAccountDeleted(deps.db, providerId))) throw noSuchProvider();
  const [services, markets] = await Promise.all([listProviderServices(deps.db, providerId, language), listProviderMarkets(deps.db, providerId)]);
  const offered = new Set(services.map((service) => service.id));
  const offers = await Promise.all(
    markets.map(async (market) => {
      const [row, active] = await Promise.all([findMarketRow(deps.db, market.id), listActiveServices(deps.db, market.id, language)]);
      const priced = active.filter((service) => offered.has(service.id)).map((service) => ({ id: service.id, name: service.name, unit: service.unit, priceMinor: service.price_minor }));
      return { marketId: market.id, marketName: market.name, currency: row!.currency, services: priced };
    }),
  );
  return {
    id: row.id,
    displayName: row.display_name,
    pictureUrl: pictureUrl(row),
    bioHtml: safeBio(row.bio_html),
    rating: toRating(row.rating_sum, row.rating_count),
    services,
    markets,
    memberSince: row.created_at.toISOString(),
    offers,
  };
}

/** The provider as the policies see them; 404 for an unknown id. */
export async function providerScope(deps: Deps, providerId: string) {
  const row = await findProviderRow(deps.db, providerId);
  if (!row) throw noSuchProvider();
  const markets = await listProviderMarkets(deps.db, providerId);
  return { id: row.id, marketIds: markets.map((market) => market.id) };
}

export async function getAvailability(deps: Deps, user: Actor, providerId: string): Promise<WeeklyAvailability> {
  authorize(canViewProviderAvailability(user, await providerScope(deps, providerId)), m.cannotSeeHours);
  return toWeeklyAvailability(await listAvailabilityRows(deps.db, providerId));
}

export async function replaceAvailability(deps: Deps, user: Actor, providerId: string, week: WeeklyAvailability): Promise<WeeklyAvailability> {
  authorize(canEditProviderAvailability(user, await providerScope(deps, providerId)), m.onlyProviderHours);
  await replaceAvailabilityRows(deps.db, providerId, toAvailabilityRows(week));
  return toWeeklyAvailability(await listAvailabilityRows(deps.db, providerId));
}

/** The picture's bytes and whether the URL asked for this very version (then cache it for good). */
export async function getPicture(deps: Deps, providerId: string, requestedVersion: string | undefined, size: PictureSize) {
  const row = await findProviderRow(deps.db, providerId);
  if (!row) throw noSuchProvider();
  const version = pictureVersion(row);
  const current = requestedVersion === version;
  // Without an upload, or with its files missing: the generated picture.
  const uploaded = await readPicture(deps.config.dataDir, row.picture_path, size);
  if (uploaded) return { ...uploaded, version, current };
  return { contentType: 'image/svg+xml', bytes: Buffer.from(avatarSvg(row.id, row.display_name)), version, current };
}
