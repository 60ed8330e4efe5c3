import { z } from './zod';
import { instantSchema } from './booking';
import { listLimits, marketIdSchema, roleSchema, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { jobAddressViewSchema, jobContactViewSchema, jobDetailSchema, jobStatusSchema } from './jobs';
import { providerCardSchema } from './providers';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/** A provider as an event remembers them: the name at the time (display names are public). */
const eventProviderSchema = z.nullable(z.object({ id: uuidSchema, name: z.string().check(z.maxLength(100)) }));
const beforeAfter = <T extends z.ZodMiniType>(schema: T) => z.object({ before: schema, after: schema });

/**
 * What an event changed besides the status, before → after (job_events.changes, migration
 * 0013): the provider (assign, unassign, decline, timeout), the time (reschedule), a
 * manager's cancellation (on whose behalf, fee applied or waived) and a refund. Older events have none.
 */
export const jobEventChangesSchema = z.object({
  provider: z.optional(beforeAfter(eventProviderSchema)),
  start: z.optional(beforeAfter(instantSchema)),
  end: z.optional(beforeAfter(instantSchema)),
  cancellation: z.optional(z.object({ onBehalfOf: z.enum(['customer', 'company']), fee: z.enum(['apply', 'waive']), feeMinor: z.number().check(z.int(), z.nonnegative()) })),
  /** A manager's refund (issue 10): the status does not change; the credit note says what was given back. */
  refund: z.optional(z.object({ amountMinor: z.number().check(z.int(), z.positive()), currency: z.string().check(z.length(3)), creditNoteNumber: z.string().check(z.maxLength(40)) })),
  /** A manager's refund of a tip: no credit note (a tip is not on the invoice; docs/payments.md, "Tips"). */
  tipRefund: z.optional(z.object({ amountMinor: z.number().check(z.int(), z.positive()), currency: z.string().check(z.length(3)), tipId: uuidSchema })),
  /** A step of a problem case, or a photo added to it (docs/problems.md): the status does not change. */
  problem: z.optional(z.object({ caseId: uuidSchema, step: z.enum(['opened', 'answered', 'asked_provider', 'asked_customer', 'resolved', 'photo']) })),
});
export type JobEventChanges = z.infer<typeof jobEventChangesSchema>;

/** What a manager can do from the desk, beyond the lifecycle steps of `changeStatus`. */
export const deskStatusActions = ['accept', 'start', 'complete', 'noShow', 'unassign'] as const;
export const deskStatusActionSchema = z.enum(deskStatusActions);
export type DeskStatusAction = z.infer<typeof deskStatusActionSchema>;
export const deskActions = [...deskStatusActions, 'assign', 'cancel', 'reschedule'] as const;
export const deskActionSchema = z.enum(deskActions);
export type DeskAction = z.infer<typeof deskActionSchema>;

export const deskEventSchema = z.object({
  at: instantSchema,
  actor: z.object({ role: z.union([roleSchema, z.literal('system')]), name: z.string().check(z.maxLength(100)) }),
  from: z.nullable(jobStatusSchema),
  to: jobStatusSchema,
  reason: z.nullable(z.string().check(z.maxLength(1000))),
  changes: z.nullable(jobEventChangesSchema),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

/** Every fact of the job for its market's managers (and admins). */
export const jobDeskSchema = z.extend(z.omit(jobDetailSchema, { timeline: true, can: true }), {
  /** The market's managers always see the street and the contact (docs/provider.md, "Who sees a customer's contact details"). */
  address: jobAddressViewSchema,
  contact: jobContactViewSchema,
  /** The account that booked (the contact may be someone else on the day). */
  customer: z.object({ id: uuidSchema, name: z.string().check(z.maxLength(100)), email: z.string().check(z.maxLength(254)), phone: z.nullable(z.string().check(z.maxLength(25))) }),
  /** A request must be answered by then (null once answered or while unassigned). */
  respondBy: z.nullable(instantSchema),
  bookedAt: instantSchema,
  /** The fee recorded when the job was cancelled (null otherwise). */
  cancellationFeeMinor: z.nullable(z.number().check(z.int())),
  /** Exactly the actions the desk's endpoints would allow now (status and time). */
  actions: z.array(deskActionSchema).check(z.maxLength(deskActions.length)),
  /** The fee if the manager cancelled now on the customer's behalf and applied it (from the policy snapshot). */
  cancellationQuote: z.object({ feeIfAppliedMinor: z.number().check(z.int()), freeUntil: instantSchema, currency: z.string().check(z.length(3)) }),
  /** Every event, oldest first, with who (name and role) and before → after. */
  history: z.array(deskEventSchema).check(z.maxLength(listLimits.timelineEvents)),
});
export type JobDesk = z.infer<typeof jobDeskSchema>;

/** One part of a candidate's score: its points out of `max`, and the fact behind it in words. */
export const scorePartSchema = z.object({ name: z.enum(['rating', 'load', 'travel']), points: z.number(), max: z.number(), reason: z.string().check(z.maxLength(200)) });

export const candidateSchema = z.object({
  provider: z.pick(providerCardSchema, { id: true, displayName: true, pictureUrl: true, rating: true }),
  /** 0–100 (see docs/market.md "The job desk"), one decimal. */
  score: z.number(),
  parts: z.array(scorePartSchema).check(z.maxLength(3)),
  /** The facts in words, most telling first ("4.8★ over 35 reviews", "1 other job that day"). */
  reasons: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(10)),
  /** Declined this job before: listed last whatever the score. */
  declinedBefore: z.boolean(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** Every provider of a market could be a candidate; a market has far fewer. */
export const MAX_CANDIDATES = 500;

export const jobDeskParamsSchema = z.object({ marketId: z.catch(marketIdSchema, ''), jobId: uuidSchema });
const reasonSchema = singleLineText().check(z.minLength(1, v.giveAReasonRecordedOnHistory), z.maxLength(500, v.atMost500Characters));

export const assignJobSchema = z.object({
  providerId: uuidSchema,
  reason: z.optional(z.pipe(singleLineText().check(z.maxLength(500, v.atMost500Characters)), z.transform((text) => text || undefined))),
});
export const changeJobStatusSchema = z.object({ action: deskStatusActionSchema, reason: reasonSchema });
export const deskCancelSchema = z.object({ onBehalfOf: z.enum(['customer', 'company']), fee: z.enum(['apply', 'waive']), reason: reasonSchema });
export type DeskCancel = z.input<typeof deskCancelSchema>;

const desk = { access: 'authenticated' as const, tags: ['market'], params: jobDeskParamsSchema };

export const jobDeskEndpoints = {
  get: endpoint({
    ...routes['jobDesk.get'],
    ...desk,
    summary: 'Every fact of a job, its legal next steps and its full history, for its market’s managers (404 for anyone else)',
    response: jobDeskSchema,
  }),
  candidates: endpoint({
    ...routes['jobDesk.candidates'],
    rateLimit: 'slotSearch',
    ...desk,
    summary: 'Providers of the market offering all the job’s services and free at its time, best score first',
    response: z.object({ candidates: z.array(candidateSchema).check(z.maxLength(MAX_CANDIDATES)) }),
  }),
  assign: endpoint({
    ...routes['jobDesk.assign'],
    ...desk,
    summary: 'Assign or reassign the job to a free provider (→ requested); 409 when that provider was just booked',
    body: assignJobSchema,
    response: jobDeskSchema,
  }),
  changeStatus: endpoint({
    ...routes['jobDesk.changeStatus'],
    ...desk,
    summary: 'A lifecycle step for the provider or the customer (accept, start, complete, no-show, unassign), with a reason',
    body: changeJobStatusSchema,
    response: jobDeskSchema,
  }),
  cancel: endpoint({
    ...routes['jobDesk.cancel'],
    ...desk,
    summary: 'Cancel on behalf of the customer or the company, applying or waiving the fee, with a reason',
    body: deskCancelSchema,
    response: jobDeskSchema,
  }),
};
