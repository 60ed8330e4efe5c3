import { z } from './zod';
import { instantSchema } from './booking';
import { uuidSchema } from './common';
import { endpoint } from './endpoint';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * What the API writes to its append-only security log (docs/product.md §4): who, from where, when.
 * `detail` carries event-specific facts (a reason, a limit's name), never a secret.
 */
export const securityEventTypes = [
  'login_succeeded',
  'login_failed',
  'rate_limited',
  'signup',
  // Issue 19 (docs/accounts.md): asked for a code, a reset link or a new email, and what came of it.
  'signup_requested',
  'password_reset_requested',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'logout',
  'password_changed',
  'session_revoked',
  'access_refused',
  'cross_site_refused',
  'phone_verified',
  'account_deleted',
  // Issue 20 (docs/admin.md): what admins change about a person.
  'role_granted',
  'role_revoked',
  'account_disabled',
  'account_enabled',
  // Issue 20 (docs/admin-markets.md): the admin's catalogue changes; `detail` names what changed.
  'market_created',
  'market_changed',
  'market_status_changed',
  'service_created',
  'service_changed',
  'service_price_changed',
] as const;
export const securityEventTypeSchema = z.enum(securityEventTypes);
export type SecurityEventType = z.infer<typeof securityEventTypeSchema>;

export const securityEventSchema = z.object({
  id: z.string().check(z.maxLength(20)),
  at: instantSchema,
  type: securityEventTypeSchema,
  userId: z.nullable(uuidSchema),
  email: z.nullable(z.string().check(z.maxLength(254))),
  /** The client's address as the API saw it (behind trusted proxies: the real client's). */
  address: z.string().check(z.maxLength(64)),
  detail: z.record(z.string().check(z.maxLength(40)), z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()])),
  /** How many times it happened: refused requests are one row per minute and kind, counted. */
  count: z.number().check(z.int(), z.gte(1)),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const SECURITY_EVENTS_MAX_PAGE_SIZE = 100;

export const securityEventsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SECURITY_EVENTS_MAX_PAGE_SIZE)), 50),
  type: z.optional(securityEventTypeSchema),
  userId: z.optional(uuidSchema),
  /** The email given (any case): also finds failed logins for emails that have no account. */
  email: z.optional(z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254, v.atMost254Characters)), z.transform((email) => email.toLowerCase()))),
});
export type SecurityEventsQuery = z.output<typeof securityEventsQuerySchema>;

export const securityEventsPageSchema = z.object({
  events: z.array(securityEventSchema).check(z.maxLength(SECURITY_EVENTS_MAX_PAGE_SIZE)),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  /**
   * About how many events match: exact while that is cheap to count (`totalIsExact`), else
   * the database planner's estimate, so a page never waits on counting a huge log.
   */
  totalEstimate: z.number().check(z.int()),
  totalIsExact: z.boolean(),
  /** Exact: whether there is a page after this one. */
  hasNextPage: z.boolean(),
});

export const adminEndpoints = {
  securityEvents: endpoint({
    ...routes['admin.securityEvents'],
    access: 'authenticated',
    summary: 'The security log, newest first, a page at a time (admins only)',
    tags: ['admin'],
    query: securityEventsQuerySchema,
    response: securityEventsPageSchema,
  }),
};
