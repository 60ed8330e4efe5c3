import { z } from './zod';
import { instantSchema } from './booking';
import { marketIdViewSchema, timeZoneSchema } from './common';
import { endpoint } from './endpoint';
import { marketParamsSchema } from './markets';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * The market dashboard's numbers (KPIs against the previous period) and "where capacity is
 * missing" (unmet searches and waitlist sign-ups by postal code and weekday × hour). Every
 * definition is in docs/market.md.
 */
export const insightPeriods = ['today', '7d', '30d', 'custom'] as const;
export const insightPeriodSchema = z.enum(insightPeriods);
export type InsightPeriod = z.infer<typeof insightPeriodSchema>;

/** The longest custom period, in days (a leap year). */
export const MAX_INSIGHT_DAYS = 366;
/** The most postal codes a capacity answer ranks. */
export const MAX_CAPACITY_POSTAL_CODES = 50;

/** A calendar date in the market's zone. */
export const localDateSchema = z.iso.date({ message: v.useADateLike202611 }).check(z.maxLength(10));

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** `?period=today|7d|30d|custom&from&to` — custom needs both dates (market zone, inclusive, at most 366 days). */
export const insightPeriodQuerySchema = z.object({
    period: z._default(insightPeriodSchema, '7d'),
    from: z.optional(localDateSchema),
    to: z.optional(localDateSchema),
  }).check(z.superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.from) context.addIssue({ code: 'custom', message: v.chooseTheFirstDay, path: ['from'] });
    if (!query.to) context.addIssue({ code: 'custom', message: v.chooseTheLastDay, path: ['to'] });
    if (!query.from || !query.to) return;
    const days = daysBetween(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', message: v.theLastDayCannotBeBefore, path: ['to'] });
    else if (days > MAX_INSIGHT_DAYS) context.addIssue({ code: 'custom', message: v.atMost366Days, path: ['to'] });
  }));
export type InsightPeriodQuery = z.output<typeof insightPeriodQuerySchema>;

export const capacityQuerySchema = z.object({
    period: z._default(insightPeriodSchema, '30d'),
    from: z.optional(localDateSchema),
    to: z.optional(localDateSchema),
    /** How many postal codes to rank (most unmet searches first). */
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_CAPACITY_POSTAL_CODES)), 10),
  }).check(z.superRefine((query, context) => {
    // The same rules as the KPIs' period.
    const result = insightPeriodQuerySchema.safeParse({ period: query.period, from: query.from, to: query.to });
    if (!result.success) for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }));
export type CapacityQuery = z.output<typeof capacityQuerySchema>;

/** A period as the market's calendar days (inclusive) and the instants they span. */
export const periodRangeSchema = z.object({ from: localDateSchema, to: localDateSchema, start: instantSchema, end: instantSchema });
export type PeriodRange = z.infer<typeof periodRangeSchema>;

export const cancelledByRoles = ['customer', 'provider', 'manager', 'system'] as const;

export const kpiValuesSchema = z.object({
  booked: z.number().check(z.int(), z.nonnegative()),
  completed: z.number().check(z.int(), z.nonnegative()),
  cancelled: z.number().check(z.int(), z.nonnegative()),
  /** Cancellations by who cancelled (admins count as managers: the company). */
  cancelledBy: z.object({ customer: z.number().check(z.int()), provider: z.number().check(z.int()), manager: z.number().check(z.int()), system: z.number().check(z.int()) }),
  noShows: z.number().check(z.int(), z.nonnegative()),
  bookedMinutes: z.number().check(z.int(), z.nonnegative()),
  availableMinutes: z.number().check(z.int(), z.nonnegative()),
  /** bookedMinutes / availableMinutes, 0–1 (may pass 1 when jobs were booked outside the weekly hours); null without available hours. */
  fillRate: z.nullable(z.number().check(z.nonnegative())),
  grossBookingMinor: z.number().check(z.int(), z.nonnegative()),
  /** Mean of the period's reviews, 1–5; null without reviews. */
  averageRating: z.nullable(z.number().check(z.gte(0), z.lte(5))),
  reviews: z.number().check(z.int(), z.nonnegative()),
  /** The median seconds from a request to its provider's answer; null without answers. */
  medianResponseSeconds: z.nullable(z.number().check(z.nonnegative())),
  answers: z.number().check(z.int(), z.nonnegative()),
  unmetSearches: z.number().check(z.int(), z.nonnegative()),
  /** Problem cases opened in the period (docs/problems.md). */
  problemsReported: z.number().check(z.int(), z.nonnegative()),
  /** Problems reported per 100 jobs completed in the period; null without completed jobs. */
  problemsPer100Jobs: z.nullable(z.number().check(z.nonnegative())),
  /** The median seconds from a case's opening to its resolution, of the cases resolved in the period; null without any. */
  medianResolveSeconds: z.nullable(z.number().check(z.nonnegative())),
});
export type KpiValues = z.infer<typeof kpiValuesSchema>;

export const kpiSeriesPointSchema = z.object({
  /** The bucket's start (a market day, or an hour for "today"). */
  at: instantSchema,
  /** How to name it: YYYY-MM-DD, or HH:00 for hours, in the market's zone. */
  label: z.string().check(z.maxLength(16)),
  booked: z.number().check(z.int(), z.nonnegative()),
  completed: z.number().check(z.int(), z.nonnegative()),
  cancelled: z.number().check(z.int(), z.nonnegative()),
  grossBookingMinor: z.number().check(z.int(), z.nonnegative()),
});
export type KpiSeriesPoint = z.infer<typeof kpiSeriesPointSchema>;

export const marketKpisSchema = z.object({
  marketId: marketIdViewSchema,
  timeZone: timeZoneSchema,
  currency: z.string().check(z.length(3)),
  period: insightPeriodSchema,
  current: z.extend(periodRangeSchema, { values: kpiValuesSchema }),
  previous: z.extend(periodRangeSchema, { values: kpiValuesSchema }),
  granularity: z.enum(['hour', 'day']),
  /** The current period's trend, one point per hour (today) or day. */
  series: z.array(kpiSeriesPointSchema).check(z.maxLength(MAX_INSIGHT_DAYS)),
});
export type MarketKpis = z.infer<typeof marketKpisSchema>;

export const capacityPostalCodeSchema = z.object({
  postalCode: z.string().check(z.maxLength(10)),
  unmetSearches: z.number().check(z.int(), z.nonnegative()),
  waitlistSignups: z.number().check(z.int(), z.nonnegative()),
  /** Whether the market serves this postal code (waitlist sign-ups are for codes it does not). */
  served: z.boolean(),
});
export type CapacityPostalCode = z.infer<typeof capacityPostalCodeSchema>;

export const marketCapacitySchema = z.object({
  marketId: marketIdViewSchema,
  timeZone: timeZoneSchema,
  period: insightPeriodSchema,
  range: periodRangeSchema,
  totals: z.object({
    unmetSearches: z.number().check(z.int(), z.nonnegative()),
    /** Searches recorded before hours were kept (migration 0012): in the totals, not in the map. */
    unmetSearchesHourUnknown: z.number().check(z.int(), z.nonnegative()),
    /** Searches made without a postal code: in the totals and the map, not in the ranking. */
    unmetSearchesNoPostalCode: z.number().check(z.int(), z.nonnegative()),
    waitlistSignups: z.number().check(z.int(), z.nonnegative()),
  }),
  /** Unmet searches by weekday (index 0 = Monday … 6 = Sunday) × hour (0–23), market zone. */
  unmetByWeekdayHour: z.array(z.array(z.number().check(z.int(), z.nonnegative())).check(z.length(24))).check(z.length(7)),
  /** Waitlist sign-ups by weekday × hour, the same way. */
  waitlistByWeekdayHour: z.array(z.array(z.number().check(z.int(), z.nonnegative())).check(z.length(24))).check(z.length(7)),
  /** The postal codes with the most unmet searches and sign-ups, most first. */
  postalCodes: z.array(capacityPostalCodeSchema).check(z.maxLength(MAX_CAPACITY_POSTAL_CODES)),
});
export type MarketCapacity = z.infer<typeof marketCapacitySchema>;

export const marketInsightsEndpoints = {
  kpis: endpoint({
    ...routes['marketInsights.kpis'],
    access: 'authenticated',
    summary: "A market's KPIs for a period against the previous one, with the trend (its managers and admins)",
    tags: ['markets'],
    params: marketParamsSchema,
    query: insightPeriodQuerySchema,
    response: marketKpisSchema,
  }),
  capacity: endpoint({
    ...routes['marketInsights.capacity'],
    access: 'authenticated',
    summary: 'Where capacity is missing: unmet searches and waitlist sign-ups by postal code and weekday × hour (its managers and admins)',
    tags: ['markets'],
    params: marketParamsSchema,
    query: capacityQuerySchema,
    response: marketCapacitySchema,
  }),
};
