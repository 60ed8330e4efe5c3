import { authEndpoints } from './auth';
import type { Endpoint } from './endpoint';
import { healthEndpoints } from './health';
import { marketEndpoints } from './markets';
import { providerEndpoints } from './providers';
import type { RouteKey } from './routes';
import { waitlistEndpoints } from './waitlist';

/** Every endpoint of the API, grouped: the server registers exactly these, OpenAPI lists them. */
export const apiEndpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  markets: marketEndpoints,
  providers: providerEndpoints,
  waitlist: waitlistEndpoints,
};

/** The same endpoints by route key (`'markets.get'`), which is how the client names them. */
export const endpoints = {
  'health.health': healthEndpoints.health,
  'auth.signup': authEndpoints.signup,
  'auth.login': authEndpoints.login,
  'auth.logout': authEndpoints.logout,
  'auth.me': authEndpoints.me,
  'auth.changePassword': authEndpoints.changePassword,
  'markets.list': marketEndpoints.list,
  'markets.get': marketEndpoints.get,
  'markets.settings': marketEndpoints.settings,
  'markets.updateSettings': marketEndpoints.updateSettings,
  'providers.listInMarket': providerEndpoints.listInMarket,
  'providers.profile': providerEndpoints.profile,
  'providers.availability': providerEndpoints.availability,
  'providers.updateAvailability': providerEndpoints.updateAvailability,
  'waitlist.join': waitlistEndpoints.join,
} satisfies Record<RouteKey, Endpoint>;
