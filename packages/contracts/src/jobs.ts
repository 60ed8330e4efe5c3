import { z } from './zod';
import {
  addressSchema,
  instantSchema,
  jobContactSchema,
  MAX_SERVICES_PER_BOOKING,
  jobInfoSchema,
  jobSizeSchema,
  priceBreakdownSchema,
  servicesSelectionSchema,
  slotsResponseSchema,
} from './booking';
import { paymentMethodIdSchema } from './money';
import { listLimits, marketIdViewSchema, multiLineText, richTextMaxLength, roleSchema, singleLineText, timeZoneSchema, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { providerCardSchema } from './providers';
import { routes } from './routes';
import { jobPlanRefSchema, repeatRequestSchema } from './plan-ref';
import { v } from './messages/validation-messages';

/** docs/product.md §5: requested → confirmed → in_progress → completed; or unassigned, cancelled, no_show. */
export const jobStatuses = ['requested', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'unassigned'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobSummarySchema = z.object({
  id: uuidSchema,
  marketId: marketIdViewSchema,
  marketName: z.string().check(z.maxLength(100)),
  status: jobStatusSchema,
  start: instantSchema,
  end: instantSchema,
  /** The market's zone: every time of the job is shown in it, named. */
  timeZone: timeZoneSchema,
  services: z.array(z.object({ serviceId: z.string().check(z.maxLength(60)), name: z.string().check(z.maxLength(100)), unit: z.enum(['job', 'hour']), quantity: z.number().check(z.int()) })).check(z.maxLength(MAX_SERVICES_PER_BOOKING)),
  providerName: z.nullable(z.string().check(z.maxLength(100))),
  totalMinor: z.number().check(z.int()),
  currency: z.string().check(z.length(3)),
  /** The plan this job is a visit of (absent or null: a one-off job). */
  plan: z.optional(z.nullable(jobPlanRefSchema)),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobEventSchema = z.object({
  at: instantSchema,
  actor: z.object({ role: z.union([roleSchema, z.literal('system')]), name: z.string().check(z.maxLength(100)) }),
  from: z.nullable(jobStatusSchema),
  to: jobStatusSchema,
  reason: z.nullable(z.string().check(z.maxLength(1000))),
  /** Who the job was (re)assigned to by this event: the provider's public name (absent: nobody new). */
  assignedTo: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
export type JobEvent = z.infer<typeof jobEventSchema>;

/** The cancellation terms snapshotted when the job was booked. */
export const policySnapshotSchema = z.object({
  freeCancellationHours: z.number().check(z.int()),
  cancellationFeeBps: z.number().check(z.int()),
  /**
   * Cancelling is free before this instant: start − the free hours when booked; a reschedule
   * while still free moves it with the start, one after it has passed keeps it.
   */
  freeCancellationUntil: instantSchema,
});

export const reviewSchema = z.object({
  rating: z.number().check(z.int(), z.gte(1, v.choose1To5Stars), z.lte(5, v.choose1To5Stars)),
  comment: z.optional(z.pipe(multiLineText().check(z.maxLength(2000, v.atMost2000Characters)), z.transform((comment) => comment || undefined))),
});

/**
 * Address and contact as the API answers them. Plain strings: the request schemas
 * (`addressSchema`, `jobContactSchema`) trim and normalise with transforms, which a response
 * schema cannot have (the API serializes answers with zod's encode, which refuses transforms).
 */
export const jobAddressViewSchema = z.object({ line1: z.string().check(z.maxLength(120)), line2: z.optional(z.string().check(z.maxLength(120))), city: z.string().check(z.maxLength(80)), postalCode: z.string().check(z.maxLength(10)) });
export const jobContactViewSchema = z.object({ name: z.string().check(z.maxLength(100)), email: z.string().check(z.maxLength(254)), phone: z.string().check(z.maxLength(25)) });

/** Where the job is, roughly: never the street line (that comes once the job is accepted). */
export const addressAreaSchema = z.object({ postalCode: z.string().check(z.maxLength(10)), city: z.string().check(z.maxLength(80)) });

export const jobDetailSchema = z.extend(jobSummarySchema, {
  provider: z.nullable(providerCardSchema),
  /** Postal code and city: for everyone who may see the job. */
  area: addressAreaSchema,
  /**
   * The street address and who to contact on the day: null for a provider who has not accepted
   * the job (docs/provider.md, "Who sees a customer's contact details").
   */
  address: z.nullable(jobAddressViewSchema),
  descriptionHtml: z.string().check(z.maxLength(richTextMaxLength)),
  accessNotes: z.nullable(z.string().check(z.maxLength(1000))),
  size: jobSizeSchema,
  contact: z.nullable(jobContactViewSchema),
  price: priceBreakdownSchema,
  policy: policySnapshotSchema,
  timeline: z.array(jobEventSchema).check(z.maxLength(listLimits.timelineEvents)),
  review: z.nullable(z.object({ rating: z.number().check(z.int()), comment: z.nullable(z.string().check(z.maxLength(2000))), createdAt: instantSchema })),
  /** What the viewer may do now (the API checks again when they do it). */
  can: z.object({ cancel: z.boolean(), reschedule: z.boolean(), review: z.boolean(), bookAgain: z.boolean() }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const cancellationQuoteSchema = z.object({
  allowed: z.boolean(),
  /** Until when cancelling is free (the job's `policy.freeCancellationUntil`). */
  freeUntil: instantSchema,
  feeMinor: z.number().check(z.int()),
  /** What would be paid back of what was already paid (nothing is charged before completion). */
  refundMinor: z.number().check(z.int()),
  currency: z.string().check(z.length(3)),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const jobParamsSchema = z.object({ jobId: uuidSchema });

const MAX_PAGE_SIZE = 50;

export const placeBookingSchema = z.object({
  holdId: uuidSchema,
  /** Generated once per draft: a retried or double-clicked confirm returns the same job. */
  idempotencyKey: uuidSchema,
  services: servicesSelectionSchema,
  address: addressSchema,
  jobInfo: jobInfoSchema,
  contact: jobContactSchema,
  /** The card, as the gateway's tokenising field (the test form in test mode) hands it over; the total is authorised on it. */
  paymentMethod: paymentMethodIdSchema,
  /** Make the booking the first visit of a plan repeating every 1, 2 or 4 weeks (docs/repeat-business.md); the card is saved for its visits. */
  repeat: z.optional(repeatRequestSchema),
});
export type PlaceBooking = z.input<typeof placeBookingSchema>;

export const jobEndpoints = {
  place: endpoint({
    ...routes['jobs.place'],
    access: 'authenticated',
    summary: 'Turn a hold into a job (requested). Idempotent per key; 409 SLOT_TAKEN when the time is gone',
    tags: ['jobs'],
    body: placeBookingSchema,
    response: z.object({ job: jobDetailSchema }),
    status: 201,
  }),
  listMine: endpoint({
    ...routes['jobs.listMine'],
    access: 'authenticated',
    summary: 'The customer’s jobs, upcoming (soonest first) or past (latest first), a page at a time',
    tags: ['jobs'],
    query: z.object({
      scope: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
      page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE, v.atMost50APage)), 10),
    }),
    response: z.object({
      jobs: z.array(jobSummarySchema).check(z.maxLength(MAX_PAGE_SIZE)),
      page: z.number().check(z.int()),
      pageSize: z.number().check(z.int()),
      total: z.number().check(z.int()),
      pageCount: z.number().check(z.int()),
    }),
  }),
  get: endpoint({
    ...routes['jobs.get'],
    access: 'authenticated',
    summary: 'One job (its customer, its provider, its market’s managers, admins; 404 for anyone else)',
    tags: ['jobs'],
    params: jobParamsSchema,
    response: jobDetailSchema,
  }),
  cancellationQuote: endpoint({
    ...routes['jobs.cancellationQuote'],
    access: 'authenticated',
    summary: 'The exact fee (and refund) if the job were cancelled now',
    tags: ['jobs'],
    params: jobParamsSchema,
    response: cancellationQuoteSchema,
  }),
  cancel: endpoint({
    ...routes['jobs.cancel'],
    access: 'authenticated',
    summary: 'Cancel the job, recording who and why',
    tags: ['jobs'],
    params: jobParamsSchema,
    body: z.object({ reason: singleLineText().check(z.minLength(1, v.tellUsWhy), z.maxLength(500, v.atMost500Characters)) }),
    response: jobDetailSchema,
  }),
  rescheduleSlots: endpoint({
    ...routes['jobs.rescheduleSlots'],
    access: 'authenticated',
    rateLimit: 'slotSearch',
    summary: 'Other start times with the same provider (the same slot engine)',
    tags: ['jobs'],
    params: jobParamsSchema,
    response: slotsResponseSchema,
  }),
  reschedule: endpoint({
    ...routes['jobs.reschedule'],
    access: 'authenticated',
    summary: 'Move the job to another start time; it keeps its id',
    tags: ['jobs'],
    params: jobParamsSchema,
    body: z.object({ start: instantSchema }),
    response: jobDetailSchema,
  }),
  review: endpoint({
    ...routes['jobs.review'],
    access: 'authenticated',
    summary: 'Rate a completed job 1–5 with an optional comment (once)',
    tags: ['jobs'],
    params: jobParamsSchema,
    body: reviewSchema,
    response: jobDetailSchema,
    status: 201,
  }),
  calendar: endpoint({
    ...routes['jobs.calendar'],
    access: 'authenticated',
    summary: 'The job as an iCalendar (.ics) file',
    tags: ['jobs'],
    params: jobParamsSchema,
    // One event: the description (at most 20,000 characters, escaped and folded) and a few lines.
    response: z.string().check(z.maxLength(100_000)),
    produces: ['text/calendar'],
  }),
};
