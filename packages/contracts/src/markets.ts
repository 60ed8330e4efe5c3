import { z } from 'zod';
import { basisPointsSchema, listLimits, marketIdSchema, marketIdViewSchema, timeZoneSchema } from './common';
import { routes } from './routes';
import { endpoint } from './endpoint';

export const marketStatusSchema = z.enum(['live', 'coming_soon']);

export const marketSummarySchema = z.object({
  id: marketIdViewSchema,
  name: z.string().max(100),
  /** IANA zone every time in this market is shown in, e.g. `America/New_York`. */
  timeZone: timeZoneSchema,
  /** ISO 4217; every amount in this market is in its minor units. */
  currency: z.string().length(3),
  status: marketStatusSchema,
  /** A human description of the area served: "All five boroughs". */
  serviceArea: z.string().max(200),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const serviceOfferSchema = z.object({
  id: z.string().max(60),
  name: z.string().max(100),
  description: z.string().max(2000),
  unit: z.enum(['job', 'hour']),
  defaultDurationMinutes: z.number().int().positive(),
  /** Per job or per hour (see unit), in the market's minor units. */
  priceMinor: z.number().int().nonnegative(),
});
export type ServiceOffer = z.infer<typeof serviceOfferSchema>;

/** What a customer is told before booking: notice, horizon and the cancellation and fee policy. */
export const marketPoliciesSchema = z.object({
  minNoticeMinutes: z.number().int(),
  bookingHorizonDays: z.number().int(),
  freeCancellationHours: z.number().int(),
  cancellationFeeBps: basisPointsSchema,
  serviceFeeBps: basisPointsSchema,
  taxBps: basisPointsSchema,
});

export const marketDetailSchema = marketSummarySchema.extend({
  postalCodes: z.array(z.string().max(10)).max(listLimits.postalCodesPerMarket),
  services: z.array(serviceOfferSchema).max(listLimits.services),
  policies: marketPoliciesSchema,
  providerCount: z.number().int().nonnegative(),
});
export type MarketDetail = z.infer<typeof marketDetailSchema>;

/** Everything a market manager can tune (SPEC §4a), with sane bounds. */
export const marketSettingsSchema = z.object({
  minNoticeMinutes: z.number().int().min(0, 'Cannot be negative').max(7 * 24 * 60, 'At most a week'),
  bookingHorizonDays: z.number().int().min(1, 'At least one day').max(365, 'At most a year'),
  slotStepMinutes: z.number().int().refine((value) => [10, 15, 20, 30, 60].includes(value), 'Use 10, 15, 20, 30 or 60 minutes'),
  travelBufferMinutes: z.number().int().min(0, 'Cannot be negative').max(240, 'At most 4 hours'),
  holdMinutes: z.number().int().min(2, 'At least 2 minutes').max(60, 'At most an hour'),
  freeCancellationHours: z.number().int().min(0, 'Cannot be negative').max(24 * 14, 'At most two weeks'),
  cancellationFeeBps: basisPointsSchema,
  serviceFeeBps: basisPointsSchema,
  taxBps: basisPointsSchema,
  commissionBps: basisPointsSchema,
  /**
   * How long a provider has to accept or decline a request (SPEC §5); never later than the
   * job's start less the minimum notice. One minute at least, so end-to-end tests can watch it run out.
   */
  responseWindowMinutes: z.number().int().min(1, 'At least one minute').max(48 * 60, 'At most two days'),
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

/**
 * A market id in a path names a market or it does not: one that could never be a market id
 * (malformed, too long) reaches the API as `''`, which names none, so the answer is 404 like
 * for any unknown id — never a 400 about the path.
 */
export const marketParamsSchema = z.object({ marketId: marketIdSchema.catch('') });

export const marketEndpoints = {
  list: endpoint({
    ...routes['markets.list'],
    access: 'public',
    summary: 'Every market: live ones and those coming soon',
    tags: ['markets'],
    response: z.object({ markets: z.array(marketSummarySchema).max(listLimits.markets) }),
  }),
  get: endpoint({
    ...routes['markets.get'],
    access: 'public',
    summary: 'One market with its services, prices and policies',
    tags: ['markets'],
    params: marketParamsSchema,
    response: marketDetailSchema,
  }),
  settings: endpoint({
    ...routes['markets.settings'],
    access: 'authenticated',
    summary: "A market's settings (its managers and admins)",
    tags: ['markets'],
    params: marketParamsSchema,
    response: marketSettingsSchema,
  }),
  updateSettings: endpoint({
    ...routes['markets.updateSettings'],
    access: 'authenticated',
    summary: "Change a market's settings (its managers and admins)",
    tags: ['markets'],
    params: marketParamsSchema,
    body: marketSettingsSchema,
    response: marketSettingsSchema,
  }),
};
