import type { Event } from '@sentry/node';

/**
 * Request bodies never leave the server in a report: they carry passwords, card numbers and
 * CVCs (the test card form), addresses and phone numbers. An error is diagnosed from its stack,
 * route and status; the body is not needed. Cookies and headers stay out too (Sentry's default
 * without `sendDefaultPii`).
 */
export function withoutRequestBody<T extends Event>(event: T): T {
  if (event.request && 'data' in event.request) {
    const { data: _dropped, ...request } = event.request;
    return { ...event, request };
  }
  return event;
}
