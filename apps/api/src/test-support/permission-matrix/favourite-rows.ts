import { everyUser } from './expectations';
import { type Row, UNKNOWN_ID } from './world';

/**
 * Favourite providers (docs/repeat-business.md): every logged-in person keeps their own list;
 * no path names another person, so the only ids are providers': one that exists, one that does not.
 */
const providerTargets: Row['targets'] = {
  provider: (ids) => ({ params: { providerId: ids.provider } }),
  unknown: () => ({ params: { providerId: UNKNOWN_ID } }),
};
const keep = (ok: number): Row['expect'] => Object.fromEntries(Object.entries(everyUser(ok)).map(([role, status]) => [role, status === 401 ? 401 : { provider: ok, unknown: 404 }])) as Row['expect'];

export const favouriteRows: Record<string, Row> = {
  'favourites.list': { targets: { self: () => ({}) }, expect: everyUser(200) },
  'favourites.add': { targets: providerTargets, expect: keep(204) },
  'favourites.remove': { targets: providerTargets, expect: keep(204) },
};
