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
  'auth.sessions': { method: 'GET', path: '/api/auth/sessions' },
  'auth.revokeSession': { method: 'DELETE', path: '/api/auth/sessions/:sessionId' },
  'auth.revokeOtherSessions': { method: 'POST', path: '/api/auth/sessions/revoke-others' },
  'markets.list': { method: 'GET', path: '/api/markets' },
  'markets.get': { method: 'GET', path: '/api/markets/:marketId' },
  'markets.settings': { method: 'GET', path: '/api/markets/:marketId/settings' },
  'markets.updateSettings': { method: 'PUT', path: '/api/markets/:marketId/settings' },
  'providers.listInMarket': { method: 'GET', path: '/api/markets/:marketId/providers' },
  'providers.profile': { method: 'GET', path: '/api/providers/:providerId' },
  'providers.availability': { method: 'GET', path: '/api/providers/:providerId/availability' },
  'providers.updateAvailability': { method: 'PUT', path: '/api/providers/:providerId/availability' },
  'waitlist.join': { method: 'POST', path: '/api/waitlist' },
  'booking.coverage': { method: 'GET', path: '/api/coverage' },
  'booking.quote': { method: 'POST', path: '/api/markets/:marketId/quote' },
  'booking.slots': { method: 'POST', path: '/api/markets/:marketId/slots' },
  'booking.providersAt': { method: 'POST', path: '/api/markets/:marketId/slots/providers' },
  'booking.hold': { method: 'POST', path: '/api/holds' },
  'booking.releaseHold': { method: 'DELETE', path: '/api/holds/:holdId' },
  'jobs.place': { method: 'POST', path: '/api/jobs' },
  'jobs.listMine': { method: 'GET', path: '/api/jobs' },
  'jobs.get': { method: 'GET', path: '/api/jobs/:jobId' },
  'jobs.cancellationQuote': { method: 'GET', path: '/api/jobs/:jobId/cancellation' },
  'jobs.cancel': { method: 'POST', path: '/api/jobs/:jobId/cancel' },
  'jobs.rescheduleSlots': { method: 'POST', path: '/api/jobs/:jobId/reschedule/slots' },
  'jobs.reschedule': { method: 'POST', path: '/api/jobs/:jobId/reschedule' },
  'jobs.review': { method: 'POST', path: '/api/jobs/:jobId/review' },
  'jobs.calendar': { method: 'GET', path: '/api/jobs/:jobId/calendar.ics' },
  'admin.securityEvents': { method: 'GET', path: '/api/admin/security-events' },
} as const;

export type RouteKey = keyof typeof routes;
