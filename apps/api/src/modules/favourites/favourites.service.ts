import { type Favourites, MAX_FAVOURITES } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { pictureUrl, toRating } from '../providers';
import { favouritesMessages as m } from './favourites-messages';
import { deleteFavourite, insertFavourite, isListedProvider, listFavouriteRows, listOfferedMarkets, providerExists } from './favourites.repository';

/**
 * A person's favourite providers (docs/repeat-business.md). The list is the caller's own: no
 * endpoint names another person, so there is nothing to authorise beyond the session the
 * contract requires. Only public data about each provider, as their profile shows it.
 */
export async function listFavourites(deps: Deps, userId: string): Promise<Favourites> {
  const rows = await listFavouriteRows(deps.db, userId, MAX_FAVOURITES);
  const markets = await listOfferedMarkets(deps.db, rows.map((row) => row.id));
  return {
    providers: rows.map((row) => ({
      id: row.id,
      displayName: row.display_name,
      pictureUrl: pictureUrl(row),
      rating: toRating(row.rating_sum, row.rating_count),
      markets: markets.filter((market) => market.provider_id === row.id).map((market) => ({ id: market.id, name: market.name })),
    })),
  };
}

/** Idempotent: adding a kept provider changes nothing. A provider whose profile is gone is not found. */
export async function addFavourite(deps: Deps, userId: string, providerId: string): Promise<null> {
  if (!(await isListedProvider(deps.db, providerId))) throw AppError.notFound(common.noSuchProvider);
  const added = await insertFavourite(deps.db, { userId, providerId, at: deps.now() }, MAX_FAVOURITES);
  if (!added) throw AppError.conflict({ ...m.tooMany, values: { max: MAX_FAVOURITES } });
  return null;
}

/** Idempotent: removing one not kept changes nothing; an id naming no provider at all is not found. */
export async function removeFavourite(deps: Deps, userId: string, providerId: string): Promise<null> {
  if (!(await providerExists(deps.db, providerId))) throw AppError.notFound(common.noSuchProvider);
  await deleteFavourite(deps.db, userId, providerId);
  return null;
}
