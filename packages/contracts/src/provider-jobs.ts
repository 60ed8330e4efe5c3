import { z } from './zod';
import { instantSchema, jobSizeSchema } from './booking';
import { listLimits, marketIdViewSchema, multiLineText, richTextMaxLength, singleLineText, timeZoneSchema } from './common';
import { endpoint } from './endpoint';
import { addressAreaSchema, jobEventSchema, jobParamsSchema, type JobStatus, jobSummarySchema } from './jobs';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/** What a provider can do to a job of theirs (each its own endpoint); the API lists the ones legal now. */
export const providerJobActions = ['accept', 'decline', 'start', 'complete', 'noShow', 'cancel'] as const;
export const providerJobActionSchema = z.enum(providerJobActions);
export type ProviderJobAction = z.infer<typeof providerJobActionSchema>;

/** Bounds of the provider's lists (an answer never carries more; see docs/provider.md). */
export const providerListLimits = {
  requests: 100,
  upcoming: 100,
  notes: 200,
  calendarDays: 62,
  calendarJobs: 1000,
  calendarTimeOff: 500,
  calendarHours: 1000,
  earningsMarkets: 20,
} as const;

/** What the provider earns for a job: its total less the market's commission, integer minor units. */
export const providerEarningsSchema = z.object({
  totalMinor: z.number().check(z.int()),
  commissionMinor: z.number().check(z.int()),
  earningsMinor: z.number().check(z.int()),
  currency: z.string().check(z.length(3)),
});

/**
 * Which of the provider's lists hold a job of theirs, by its status: what the API lists, and
 * how the provider's page moves a job between its lists from an action's answer.
 */
export const providerListStatuses = {
  requests: ['requested'],
  upcoming: ['confirmed', 'in_progress'],
  calendar: ['requested', 'confirmed', 'in_progress', 'completed', 'no_show'],
} as const satisfies Record<string, readonly JobStatus[]>;

/** A job as its provider sees it in a list: the work, the time in the market's zone, roughly where, what they earn. */
export const providerJobSummarySchema = z.extend(z.pick(jobSummarySchema, { id: true, marketId: true, marketName: true, status: true, start: true, end: true, timeZone: true, services: true, plan: true }), {
  size: jobSizeSchema,
  area: addressAreaSchema,
  earnings: providerEarningsSchema,
  /** A request must be answered by then, or it goes back to the market (null once answered). */
  respondBy: z.nullable(instantSchema),
});
export type ProviderJobSummary = z.infer<typeof providerJobSummarySchema>;

export const providerNoteSchema = z.object({ id: z.number().check(z.int()), body: z.string().check(z.maxLength(2000)), at: instantSchema });
export type ProviderNote = z.infer<typeof providerNoteSchema>;

export const providerJobDetailSchema = z.extend(providerJobSummarySchema, {
  descriptionHtml: z.string().check(z.maxLength(richTextMaxLength)),
  accessNotes: z.nullable(z.string().check(z.maxLength(1000))),
  /** The street address, only once the provider has accepted the job. */
  address: z.nullable(z.object({ line1: z.string().check(z.maxLength(120)), line2: z.nullable(z.string().check(z.maxLength(120))), city: z.string().check(z.maxLength(80)), postalCode: z.string().check(z.maxLength(10)) })),
  /** Who to contact on the day, only once the provider has accepted the job. */
  customer: z.nullable(z.object({ name: z.string().check(z.maxLength(100)), email: z.string().check(z.maxLength(254)), phone: z.string().check(z.maxLength(25)) })),
  /** Exactly the actions the API would allow now (status and time rules). */
  actions: z.array(providerJobActionSchema).check(z.maxLength(providerJobActions.length)),
  /** From when `start` is allowed (the start time less the early-start margin). */
  startableFrom: instantSchema,
  /** The market refuses `complete` without at least one "after" photo (docs/job-photos.md). */
  requiresAfterPhoto: z.boolean(),
  /** "After" photos the job has (with `requiresAfterPhoto`: 0 means `complete` is refused). */
  afterPhotos: z.number().check(z.int(), z.nonnegative()),
  /** The provider's private notes, oldest first; the customer never sees them. */
  notes: z.array(providerNoteSchema).check(z.maxLength(providerListLimits.notes)),
  timeline: z.array(jobEventSchema).check(z.maxLength(listLimits.timelineEvents)),
});
export type ProviderJobDetail = z.infer<typeof providerJobDetailSchema>;

const reasonSchema = singleLineText().check(z.minLength(1, v.tellTheCustomerAndTheMarket), z.maxLength(500, v.atMost500Characters));
const optionalText = <T extends z.ZodMiniString>(text: T, max: 500 | 1000) =>
  z.optional(z.pipe(text.check(z.maxLength(max, max === 500 ? v.atMost500Characters : v.atMost1000Characters)), z.transform((value) => value || undefined)));

export const declineJobSchema = z.object({ reason: reasonSchema });
export const completeJobSchema = z.object({ note: optionalText(multiLineText(), 1000) });
export const noShowJobSchema = z.object({ reason: optionalText(singleLineText(), 500) });
export const providerCancelJobSchema = z.object({ reason: reasonSchema });
export const addProviderNoteSchema = z.object({ body: multiLineText().check(z.minLength(1, v.writeANote), z.maxLength(2000, v.atMost2000Characters)) });

export const providerCalendarQuerySchema = z.object({ from: instantSchema, to: instantSchema }).check(z.refine((range) => Date.parse(range.to) > Date.parse(range.from), { message: v.theEndMustBeAfterThe, path: ['to'] }), z.refine((range) => Date.parse(range.to) - Date.parse(range.from) <= providerListLimits.calendarDays * 24 * 3_600_000, {
    message: v.atMost62DaysAtA,
    path: ['to'],
  }));

const intervalSchema = z.object({ start: instantSchema, end: instantSchema });

export const providerCalendarSchema = z.object({
  timeZone: timeZoneSchema,
  jobs: z.array(z.pick(providerJobSummarySchema, { id: true, status: true, start: true, end: true, services: true, area: true, plan: true })).check(z.maxLength(providerListLimits.calendarJobs)),
  timeOff: z.array(z.extend(intervalSchema, { reason: z.nullable(z.string().check(z.maxLength(200))) })).check(z.maxLength(providerListLimits.calendarTimeOff)),
  /** The weekly hours as real intervals in the market's zone (daylight-saving days included). */
  workingHours: z.array(intervalSchema).check(z.maxLength(providerListLimits.calendarHours)),
});
export type ProviderCalendar = z.infer<typeof providerCalendarSchema>;

const earningsPeriodSchema = z.object({ from: instantSchema, to: instantSchema, completedJobs: z.number().check(z.int()), earningsMinor: z.number().check(z.int()) });

export const providerEarningsSummarySchema = z.object({
  /** One entry per market the provider works in: each has its own zone and currency. */
  markets: z.array(z.object({ marketId: marketIdViewSchema, marketName: z.string().check(z.maxLength(100)), currency: z.string().check(z.length(3)), timeZone: timeZoneSchema, week: earningsPeriodSchema, month: earningsPeriodSchema })).check(z.maxLength(providerListLimits.earningsMarkets)),
});
export type ProviderEarningsSummary = z.infer<typeof providerEarningsSummarySchema>;

const action = (key: keyof typeof routes, summary: string) => ({ ...routes[key], access: 'authenticated' as const, summary, tags: ['provider'], params: jobParamsSchema, response: providerJobDetailSchema });

export const providerJobEndpoints = {
  requests: endpoint({
    ...routes['providerJobs.requests'],
    access: 'authenticated',
    summary: 'The provider’s requests waiting for an answer, the soonest deadline first',
    tags: ['provider'],
    response: z.object({ requests: z.array(providerJobSummarySchema).check(z.maxLength(providerListLimits.requests)) }),
  }),
  upcoming: endpoint({
    ...routes['providerJobs.upcoming'],
    access: 'authenticated',
    summary: 'The provider’s accepted and running jobs (confirmed, in progress), the soonest first',
    tags: ['provider'],
    response: z.object({ jobs: z.array(providerJobSummarySchema).check(z.maxLength(providerListLimits.upcoming)), hasMore: z.boolean() }),
  }),
  calendar: endpoint({
    ...routes['providerJobs.calendar'],
    access: 'authenticated',
    summary: 'The provider’s jobs, time off and working hours between two instants (at most 62 days)',
    tags: ['provider'],
    query: providerCalendarQuerySchema,
    response: providerCalendarSchema,
  }),
  earnings: endpoint({
    ...routes['providerJobs.earnings'],
    access: 'authenticated',
    summary: 'Completed jobs’ earnings (total less commission) this week and this month, per market',
    tags: ['provider'],
    response: providerEarningsSummarySchema,
  }),
  get: endpoint({ ...action('providerJobs.get', 'One job of the provider, as the provider sees it (404 for anyone else’s)') }),
  accept: endpoint({ ...action('providerJobs.accept', 'Accept a request before its deadline (→ confirmed)') }),
  decline: endpoint({ ...action('providerJobs.decline', 'Decline a request with a reason (→ unassigned: the market assigns someone else)'), body: declineJobSchema }),
  start: endpoint({ ...action('providerJobs.start', 'Start the job, from 30 minutes before its start until its end (→ in_progress)') }),
  complete: endpoint({ ...action('providerJobs.complete', 'Complete a started job, with an optional note (→ completed)'), body: completeJobSchema }),
  noShow: endpoint({ ...action('providerJobs.noShow', 'The customer was not there: after the start time (→ no_show)'), body: noShowJobSchema }),
  cancel: endpoint({ ...action('providerJobs.cancel', 'The provider cancels before the start, with a reason; the customer pays nothing'), body: providerCancelJobSchema }),
  addNote: endpoint({ ...action('providerJobs.addNote', 'Add a private note (only the provider sees it)'), body: addProviderNoteSchema, status: 201 }),
};
