import { z } from './zod';

/** Every error the API answers has this body, whatever the status. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string().check(z.maxLength(40)),
    message: z.string().check(z.maxLength(2000)),
    /** For 400: the problem with each field, keyed by its path (`address.postalCode`). */
    fieldErrors: z.optional(z.record(z.string().check(z.maxLength(200)), z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(50)))),
    /** For 429: seconds until another attempt is allowed. */
    retryAfterSeconds: z.optional(z.number().check(z.int())),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  csrf: 'CROSS_SITE_REQUEST',
  internal: 'INTERNAL',
  unavailable: 'API_UNAVAILABLE',
  /** The time was taken (or the hold expired and someone else took it): pick another. */
  slotTaken: 'SLOT_TAKEN',
  /** A hold that expired or was released. */
  holdExpired: 'HOLD_EXPIRED',
  /** The card was declined (or the gateway refused the charge): the hold is kept; try another card. */
  paymentDeclined: 'PAYMENT_DECLINED',
  /** A status change the job's lifecycle does not allow. */
  invalidTransition: 'INVALID_TRANSITION',
  /** A market cannot go live yet: the message lists what it lacks (docs/admin-markets.md). */
  marketNotReady: 'MARKET_NOT_READY',
} as const;
