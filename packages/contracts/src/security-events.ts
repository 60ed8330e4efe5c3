import { z } from 'zod';

/**
 * What the API writes to its append-only security log (SPEC §4): who, from where, when.
 * `detail` carries event-specific facts (a reason, a limit's name), never a secret.
 */
export const securityEventTypes = [
  'login_succeeded',
  'login_failed',
  'rate_limited',
  'signup',
  'logout',
  'password_changed',
  'session_revoked',
  'access_refused',
  'cross_site_refused',
] as const;
export const securityEventTypeSchema = z.enum(securityEventTypes);
export type SecurityEventType = z.infer<typeof securityEventTypeSchema>;
