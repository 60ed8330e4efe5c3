import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service';

export function favouriteRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { favourites } = apiEndpoints;
  route(favourites.list, async ({ user }) => listFavourites(deps, user.id));
  route(favourites.add, async ({ user, params }) => addFavourite(deps, user.id, params.providerId));
  route(favourites.remove, async ({ user, params }) => removeFavourite(deps, user.id, params.providerId));
}
