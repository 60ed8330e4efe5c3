import { z } from 'zod';

/** Every error the API answers has this body, whatever the status. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string().max(40),
    message: z.string().max(2000),
    /** For 400: the problem with each field, keyed by its path (`address.postalCode`). */
    fieldErrors: z.record(z.string().max(200), z.array(z.string().max(1000)).max(50)).optional(),
    /** For 429: seconds until another attempt is allowed. */
    retryAfterSeconds: z.number().int().optional(),
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
