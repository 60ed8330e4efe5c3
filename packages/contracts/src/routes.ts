/**
 * Method and path of every API endpoint, without schemas: what the browser's client needs at
 * run time (zod stays out of the page unless a form needs it). The endpoint definitions spread
 * these, so a path is written once.
 */
export const routes = {
  'health.health': { method: 'GET', path: '/api/health' },
  'auth.signup': { method: 'POST', path: '/api/auth/signup' },
  'auth.login': { method: 'POST', path: '/api/auth/login' },
  'auth.logout': { method: 'POST', path: '/api/auth/logout' },
  'auth.me': { method: 'GET', path: '/api/auth/me' },
  'auth.changePassword': { method: 'POST', path: '/api/auth/password' },
  'markets.list': { method: 'GET', path: '/api/markets' },
  'markets.get': { method: 'GET', path: '/api/markets/:marketId' },
  'markets.settings': { method: 'GET', path: '/api/markets/:marketId/settings' },
  'markets.updateSettings': { method: 'PUT', path: '/api/markets/:marketId/settings' },
  'providers.listInMarket': { method: 'GET', path: '/api/markets/:marketId/providers' },
  'providers.profile': { method: 'GET', path: '/api/providers/:providerId' },
  'providers.availability': { method: 'GET', path: '/api/providers/:providerId/availability' },
  'providers.updateAvailability': { method: 'PUT', path: '/api/providers/:providerId/availability' },
  'waitlist.join': { method: 'POST', path: '/api/waitlist' },
} as const;

export type RouteKey = keyof typeof routes;
