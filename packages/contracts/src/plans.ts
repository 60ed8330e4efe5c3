import { z } from './zod';
import { instantSchema, priceBreakdownSchema } from './booking';
import { listLimits, marketIdViewSchema, richTextMaxLength, timeZoneSchema, uuidSchema } from './common';
import { marketParamsSchema } from './markets';
import { planEveryWeeksSchema } from './plan-ref';
import { endpoint } from './endpoint';
import { addressAreaSchema, jobAddressViewSchema, jobStatusSchema, jobSummarySchema } from './jobs';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * Recurring plans (docs/repeat-business.md): a customer's standing booking, every 1, 2 or 4
 * weeks, with the same services, address, description, provider and local start time. Its
 * visits are ordinary jobs, created ahead over a rolling window by the job queue.
 */

/** How far ahead a plan's visits exist as jobs: 8 weeks. */
export const PLAN_WINDOW_DAYS = 56;

/** At most this many plans one customer keeps, active or paused (ended plans do not count). */
export const MAX_OPEN_PLANS = 20;

/** A plan's visits in one answer: the window's (at most 56 of them, weekly) and the latest past ones. */
export const MAX_PLAN_VISITS = 80;

export const planStatusSchema = z.enum(['active', 'paused', 'ended']);
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** "09:30": the local start time in the market's zone (kept across daylight-saving changes). */
export const localTimeSchema = z.string().check(z.maxLength(5), z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, v.notAValidDateAndTime));

/** ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekdaySchema = z.number().check(z.int(), z.gte(1), z.lte(7));

/** One visit of a plan: a job of its own (see `/api/jobs/:jobId` for all of it). */
export const planVisitSchema = z.object({
  jobId: uuidSchema,
  start: instantSchema,
  end: instantSchema,
  status: jobStatusSchema,
  providerName: z.nullable(z.string().check(z.maxLength(100))),
  /** The customer skipped it (a cancelled visit). */
  skipped: z.boolean(),
  /** Moved away from the plan's usual time (rescheduled on its own). */
  moved: z.boolean(),
  /** Why it has no provider, in the reader's language: the plan's provider was off, busy, no longer serving… (null: it has one, or it is not unassigned). */
  unassignedReason: z.nullable(z.string().check(z.maxLength(500))),
});
export type PlanVisit = z.infer<typeof planVisitSchema>;

export const planSummarySchema = z.object({
  id: uuidSchema,
  marketId: marketIdViewSchema,
  marketName: z.string().check(z.maxLength(100)),
  status: planStatusSchema,
  everyWeeks: planEveryWeeksSchema,
  /** Weekday and local time of the visits, in `timeZone`. */
  weekday: isoWeekdaySchema,
  localTime: localTimeSchema,
  timeZone: timeZoneSchema,
  services: jobSummarySchema.shape.services,
  providerId: z.nullable(uuidSchema),
  providerName: z.nullable(z.string().check(z.maxLength(100))),
  /** The next visit not yet done or cancelled (null: none in the window). */
  nextVisit: z.nullable(z.object({ jobId: uuidSchema, start: instantSchema })),
  /** Each visit's total with the plan's discount (the price is snapshotted when the plan is made: a settings change applies to new plans only). */
  visitTotalMinor: z.number().check(z.int()),
  currency: z.string().check(z.length(3)),
  /** The market's plan discount as it was when the plan was made (0: none). */
  discountBps: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
  createdAt: instantSchema,
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planDetailSchema = z.extend(planSummarySchema, {
  area: addressAreaSchema,
  address: jobAddressViewSchema,
  descriptionHtml: z.string().check(z.maxLength(richTextMaxLength)),
  /** One visit's price: lines, the plan discount, fee, tax, total. */
  price: priceBreakdownSchema,
  /** The card saved for the plan's visits (each visit is authorised and captured on it like a single job). */
  card: z.nullable(z.object({ brand: z.string().check(z.maxLength(20)), last4: z.string().check(z.length(4)) })),
  /** The cancellation terms each visit gets, snapshotted with the plan's price when it was made. */
  policy: z.object({ freeCancellationHours: z.number().check(z.int()), cancellationFeeBps: z.number().check(z.int()) }),
  /** Past visits (latest first, a few) and every visit in the window, in time order. */
  visits: z.array(planVisitSchema).check(z.maxLength(MAX_PLAN_VISITS)),
  pausedAt: z.nullable(instantSchema),
  endedAt: z.nullable(instantSchema),
  can: z.object({ change: z.boolean(), pause: z.boolean(), resume: z.boolean(), end: z.boolean() }),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** What ending (or pausing) a plan costs, shown before: each future visit cancelled and its fee under the policy. */
export const planEndingQuoteSchema = z.object({
  visits: z.array(z.object({ jobId: uuidSchema, start: instantSchema, feeMinor: z.number().check(z.int(), z.nonnegative()) })).check(z.maxLength(MAX_PLAN_VISITS)),
  totalFeeMinor: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.length(3)),
});
export type PlanEndingQuote = z.infer<typeof planEndingQuoteSchema>;

/**
 * Change the plan for the future: weekday and local time, or the provider. The visits not yet
 * inside their fee window move (or are given to the new provider); those already inside it keep
 * their time and provider (docs/repeat-business.md). At least one field.
 */
export const changePlanSchema = z.object({
  weekday: z.optional(isoWeekdaySchema),
  localTime: z.optional(localTimeSchema),
  providerId: z.optional(uuidSchema),
});
export type ChangePlan = z.infer<typeof changePlanSchema>;

export const planParamsSchema = z.object({ planId: uuidSchema });
export const planVisitParamsSchema = z.object({ planId: uuidSchema, jobId: uuidSchema });

/** A market's plans as its managers see them on the dashboard. */
export const marketPlanRowSchema = z.object({
  id: uuidSchema,
  status: planStatusSchema,
  everyWeeks: planEveryWeeksSchema,
  weekday: isoWeekdaySchema,
  localTime: localTimeSchema,
  customerName: z.string().check(z.maxLength(100)),
  providerName: z.nullable(z.string().check(z.maxLength(100))),
  services: jobSummarySchema.shape.services,
  nextVisit: z.nullable(z.object({ jobId: uuidSchema, start: instantSchema })),
  createdAt: instantSchema,
});
export type MarketPlanRow = z.infer<typeof marketPlanRowSchema>;

export const marketPlansSchema = z.object({
  counts: z.object({ active: z.number().check(z.int()), paused: z.number().check(z.int()), ended: z.number().check(z.int()) }),
  /** The share of the market's jobs in the last 28 days (by start) that are plan visits, in basis points. */
  planJobShareBps: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
  plans: z.array(marketPlanRowSchema).check(z.maxLength(listLimits.marketPlans)),
  nextCursor: z.nullable(z.string().check(z.maxLength(200))),
});
export type MarketPlans = z.infer<typeof marketPlansSchema>;

const planAnswer = z.object({ plan: planDetailSchema });

/** docs/repeat-business.md: the plan's customer manages it; the market's managers read them on the dashboard. */
export const planEndpoints = {
  listMine: endpoint({ ...routes['plans.listMine'], access: 'authenticated', summary: "The caller's plans: active and paused first, then ended", tags: ['plans'], response: z.object({ plans: z.array(planSummarySchema).check(z.maxLength(listLimits.plans)) }) }),
  get: endpoint({ ...routes['plans.get'], access: 'authenticated', summary: 'One plan with its visits (its customer; 404 for anyone else)', tags: ['plans'], params: planParamsSchema, response: planAnswer }),
  change: endpoint({ ...routes['plans.change'], access: 'authenticated', summary: 'Change the weekday, local time or provider for the future', tags: ['plans'], params: planParamsSchema, body: changePlanSchema, response: planAnswer }),
  skipVisit: endpoint({ ...routes['plans.skipVisit'], access: 'authenticated', summary: "Skip one visit (cancelled under the policy: the job's cancellation quote shows the fee first)", tags: ['plans'], params: planVisitParamsSchema, response: planAnswer }),
  pause: endpoint({ ...routes['plans.pause'], access: 'authenticated', summary: 'Pause: no new visits; future visits cancelled under the policy (the ending quote shows the fees first)', tags: ['plans'], params: planParamsSchema, response: planAnswer }),
  resume: endpoint({ ...routes['plans.resume'], access: 'authenticated', summary: 'Resume a paused plan: visits are created again from now on', tags: ['plans'], params: planParamsSchema, response: planAnswer }),
  endingQuote: endpoint({ ...routes['plans.endingQuote'], access: 'authenticated', summary: 'What pausing or ending costs: each future visit and its fee', tags: ['plans'], params: planParamsSchema, response: planEndingQuoteSchema }),
  end: endpoint({ ...routes['plans.end'], access: 'authenticated', summary: 'End the plan: future visits cancelled under the policy', tags: ['plans'], params: planParamsSchema, response: planAnswer }),
  listInMarket: endpoint({ ...routes['plans.listInMarket'], access: 'authenticated', summary: "A market's plans, counts and the share of jobs from plans (its managers and admins)", tags: ['plans'], params: marketParamsSchema, query: z.object({ status: z.optional(planStatusSchema), cursor: z.optional(z.string().check(z.maxLength(200))) }), response: marketPlansSchema }),
};
