import { z } from './zod';
import { instantSchema } from './booking';
import { multiLineText, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { marketParamsSchema } from './markets';
import { currencySchema, minorSchema as minor } from './money-units';
import { routes } from './routes';
import { v } from './messages/validation-messages';
import { problemWindowHours } from './problem-window';

/**
 * Problem reports (docs/problems.md): within the market's window after a job is completed, its
 * customer opens a case; the provider answers, the market team asks either side and resolves it
 * with no refund, a partial or a full refund (the refunds path). While a case is open the job's
 * earnings are held (docs/payments.md, "Held earnings").
 */
export const problemLimits = {
  descriptionMax: 2000,
  stepMax: 2000,
  resolutionReasonMax: 1000,
  /** Cases listed per job (one open at a time; a job rarely has more than one). */
  casesPerJob: 20,
  stepsPerCase: 200,
  photosPerCase: 6,
  /** Open cases listed on the market's dashboard (oldest first). */
  openPerMarket: 200,
  /** The market setting's bounds, in hours. */
  windowHoursMin: problemWindowHours.min,
  windowHoursMax: problemWindowHours.max,
  windowHoursDefault: problemWindowHours.default,
} as const;

export const problemReasonSchema = z.enum(['not_done', 'poor_quality', 'damage', 'late_or_no_show', 'overcharged', 'other']);
export type ProblemReason = z.infer<typeof problemReasonSchema>;
export const problemReasons = problemReasonSchema.options;

export const problemStatusSchema = z.enum(['open', 'waiting_provider', 'waiting_customer', 'resolved']);
export type ProblemStatus = z.infer<typeof problemStatusSchema>;

export const problemOutcomeSchema = z.enum(['none', 'partial_refund', 'full_refund']);
export type ProblemOutcome = z.infer<typeof problemOutcomeSchema>;

export const problemStepKindSchema = z.enum(['opened', 'answered', 'asked_provider', 'asked_customer', 'resolved']);
export type ProblemStepKind = z.infer<typeof problemStepKindSchema>;

/** Who wrote a step: the market's managers and admins show as the market team. */
export const problemSideSchema = z.enum(['customer', 'provider', 'market']);
export type ProblemSide = z.infer<typeof problemSideSchema>;

/** The job's earnings while the case is open: `held`, `released` after, `not_held` when they were already paid out (or none yet). */
export const problemHoldSchema = z.enum(['held', 'released', 'not_held']);
export type ProblemHold = z.infer<typeof problemHoldSchema>;

export const problemStepSchema = z.object({
  id: uuidSchema,
  kind: problemStepKindSchema,
  by: problemSideSchema,
  body: z.string().check(z.maxLength(problemLimits.stepMax)),
  at: instantSchema,
});
export type ProblemStep = z.infer<typeof problemStepSchema>;

/** A photo the customer added to their report: served to everyone who may read the case. */
export const problemPhotoSchema = z.object({
  id: uuidSchema,
  /** Where its bytes are served (add `?size=256|512`; 512 without). */
  url: z.string().check(z.maxLength(200)),
});
export type ProblemPhoto = z.infer<typeof problemPhotoSchema>;

export const problemCaseSchema = z.object({
  id: uuidSchema,
  reason: problemReasonSchema,
  description: z.string().check(z.maxLength(problemLimits.descriptionMax)),
  status: problemStatusSchema,
  outcome: z.nullable(problemOutcomeSchema),
  refundMinor: z.nullable(minor),
  currency: currencySchema,
  resolutionReason: z.nullable(z.string().check(z.maxLength(problemLimits.resolutionReasonMax))),
  hold: problemHoldSchema,
  /** What was held when the case opened (the provider's earnings from the job not yet paid out). */
  heldMinor: minor,
  openedAt: instantSchema,
  resolvedAt: z.nullable(instantSchema),
  steps: z.array(problemStepSchema).check(z.maxLength(problemLimits.stepsPerCase)),
  /** Oldest first. */
  photos: z.array(problemPhotoSchema).check(z.maxLength(problemLimits.photosPerCase)),
});
export type ProblemCase = z.infer<typeof problemCaseSchema>;

export const jobProblemsSchema = z.object({
  currency: currencySchema,
  /** Newest first; at most one is not resolved. */
  cases: z.array(problemCaseSchema).check(z.maxLength(problemLimits.casesPerJob)),
  /** Until when the customer may report (completion + the market's window); null while the job is not completed. */
  reportOpenUntil: z.nullable(instantSchema),
  /** The market team: what can still be refunded of the job's own payment (0 for anyone else). */
  refundableMinor: minor,
  can: z.object({
    /** The customer, on a completed job within the window, without an open case. */
    report: z.boolean(),
    /** The customer or provider whose answer the open case waits for (or may add to). */
    answer: z.boolean(),
    /** The market team: ask either side, resolve. */
    manage: z.boolean(),
    /** The customer, on their open case with fewer than `photosPerCase` photos. */
    addPhoto: z.boolean(),
  }),
});
export type JobProblems = z.infer<typeof jobProblemsSchema>;

export const reportProblemSchema = z.object({
  reason: problemReasonSchema,
  description: multiLineText().check(z.minLength(1, v.describeTheProblem), z.maxLength(problemLimits.descriptionMax, v.atMost2000Characters)),
});
export type ReportProblemRequest = z.input<typeof reportProblemSchema>;

/** `answer`: the customer or the provider; `ask_provider` / `ask_customer`: the market team (sets whom the case waits for). */
export const problemStepRequestSchema = z.object({
  kind: z.enum(['answer', 'ask_provider', 'ask_customer']),
  body: multiLineText().check(z.minLength(1, v.writeAMessage), z.maxLength(problemLimits.stepMax, v.atMost2000Characters)),
});
export type ProblemStepRequest = z.input<typeof problemStepRequestSchema>;

export const resolveProblemSchema = z.object({
  outcome: problemOutcomeSchema,
  /** Partial refunds only: the amount in minor units (a full refund takes what is left; no refund, nothing). */
  amountMinor: z.optional(z.number().check(z.int(v.wholeCentsOnly), z.positive(v.enterAnAmountAboveZero), z.lte(100_000_000, v.thatAmountIsTooLarge))),
  reason: singleLineText().check(z.minLength(1, v.giveAReasonBothSidesSee), z.maxLength(problemLimits.resolutionReasonMax, v.atMost1000Characters)),
  /** One per resolution the manager means: the refund's key (a double click refunds once). */
  idempotencyKey: uuidSchema,
});
export type ResolveProblemRequest = z.input<typeof resolveProblemSchema>;

export const marketProblemRowSchema = z.object({
  id: uuidSchema,
  jobId: uuidSchema,
  reason: problemReasonSchema,
  status: problemStatusSchema,
  openedAt: instantSchema,
  /** Whole hours since it was opened. */
  ageHours: z.number().check(z.int(), z.gte(0)),
  heldMinor: minor,
  currency: currencySchema,
});
export type MarketProblemRow = z.infer<typeof marketProblemRowSchema>;

const count = z.number().check(z.int(), z.gte(0));
export const marketProblemsSchema = z.object({
  /** Not resolved, oldest first. */
  open: z.array(marketProblemRowSchema).check(z.maxLength(problemLimits.openPerMarket)),
  openCount: count,
  /** Resolved cases by outcome, all time. */
  outcomes: z.object({ none: count, partial_refund: count, full_refund: count }),
});
export type MarketProblems = z.infer<typeof marketProblemsSchema>;

const jobParams = z.object({ jobId: uuidSchema });
const caseParams = z.object({ jobId: uuidSchema, problemId: uuidSchema });
export const problemPhotoSizes = ['256', '512'] as const;

export const problemEndpoints = {
  get: endpoint({
    ...routes['problems.get'],
    access: 'authenticated',
    summary: 'A job’s problem cases with their steps, and what the viewer may do (the job’s customer and provider, its market’s managers, admins; 404 for anyone else)',
    tags: ['problems'],
    params: jobParams,
    response: jobProblemsSchema,
  }),
  report: endpoint({
    ...routes['problems.report'],
    access: 'authenticated',
    rateLimit: 'problemWrite',
    summary: 'The customer reports a problem with a completed job, within the market’s window; holds the job’s unpaid earnings; 409 when a case is open or the window has closed',
    tags: ['problems'],
    params: jobParams,
    body: reportProblemSchema,
    response: jobProblemsSchema,
    status: 201,
  }),
  addStep: endpoint({
    ...routes['problems.addStep'],
    access: 'authenticated',
    rateLimit: 'problemWrite',
    summary: 'The customer or provider answers; the market team asks the provider or the customer (the case then waits for them)',
    tags: ['problems'],
    params: caseParams,
    body: problemStepRequestSchema,
    response: jobProblemsSchema,
  }),
  resolve: endpoint({
    ...routes['problems.resolve'],
    access: 'authenticated',
    summary: 'The market team resolves the case: no refund, a partial or a full refund (the refunds path), with a reason both sides see; releases what was held',
    tags: ['problems'],
    params: caseParams,
    body: resolveProblemSchema,
    response: jobProblemsSchema,
  }),
  addPhoto: endpoint({
    ...routes['problems.addPhoto'],
    access: 'authenticated',
    rateLimit: 'pictureUpload',
    summary: 'The customer adds a photo to their open case: multipart/form-data with one `picture` file (checked by content, re-encoded whole, metadata removed); at most 6 per case',
    tags: ['problems'],
    params: caseParams,
    consumes: ['multipart/form-data'],
    response: jobProblemsSchema,
    status: 201,
  }),
  photo: endpoint({
    ...routes['problems.photo'],
    access: 'authenticated',
    summary: 'A photo of a problem case (WebP, the whole picture, `size` its longest side; never cached): the same people as the case',
    tags: ['problems'],
    params: z.object({ jobId: uuidSchema, problemId: uuidSchema, photoId: uuidSchema }),
    query: z.object({ size: z._default(z.enum(problemPhotoSizes), '512') }),
    response: z.file(),
    produces: ['image/webp'],
  }),
  listInMarket: endpoint({
    ...routes['problems.listInMarket'],
    access: 'authenticated',
    summary: 'A market’s open problem cases with their age, and outcome counts (its managers and admins)',
    tags: ['problems'],
    params: marketParamsSchema,
    response: marketProblemsSchema,
  }),
};
