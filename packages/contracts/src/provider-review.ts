import { z } from 'zod';
import { instantSchema } from './booking';
import { marketIdSchema, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { providerPictureQuerySchema } from './providers';
import { routes } from './routes';

/**
 * The market's review of provider applications (docs/market-providers.md): its managers and
 * admins see what waits, with the checks' results, and approve, reject or ask for changes.
 * Applicants' names and emails are personal: these answers are never stored (`no-store`).
 */
export const reviewApplicationStatuses = ['submitted', 'changes_requested', 'approved', 'rejected'] as const;
export const reviewApplicationStatusSchema = z.enum(reviewApplicationStatuses);
export type ReviewApplicationStatus = z.infer<typeof reviewApplicationStatusSchema>;

export const REVIEW_PAGE_SIZE = 20;
export const REVIEW_MAX_PAGE = 500;

export const reviewListQuerySchema = z.object({
  status: reviewApplicationStatusSchema.default('submitted'),
  page: z.coerce.number<string | number>({ message: 'Not a page number' }).int('Not a page number').min(1, 'Pages start at 1').max(REVIEW_MAX_PAGE).default(1),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** What the application's checks found; null where the applicant has not got that far. */
export const applicationChecksSchema = z.object({
  identity: z.enum(['clear', 'needs_review', 'failed']).nullable(),
  phoneVerified: z.boolean(),
  payoutLast4: z.string().max(4).nullable(),
  termsVersion: z.string().max(40).nullable(),
  hasPicture: z.boolean(),
  /** A check failed or needs a person to look (identity not clear, phone unverified, no payout account or terms). */
  needsReview: z.boolean(),
});
export type ApplicationChecks = z.infer<typeof applicationChecksSchema>;

export const reviewApplicationSchema = z.object({
  id: uuidSchema,
  status: z.enum(['draft', ...reviewApplicationStatuses]),
  marketId: z.string().max(40),
  applicant: z.object({ name: z.string().max(100), email: z.string().max(254) }),
  displayName: z.string().max(100).nullable(),
  experienceYears: z.number().int().nullable(),
  /** Sanitised when saved by the applicant's side. */
  aboutHtml: z.string().max(20_000),
  services: z.array(z.object({ id: z.string().max(60), name: z.string().max(100) })).max(50),
  checks: applicationChecksSchema,
  /** Where the applicant's picture is served to the reviewers (changes with each upload); null without one. */
  pictureUrl: z.string().max(500).nullable(),
  submittedAt: instantSchema.nullable(),
  decidedAt: instantSchema.nullable(),
  decisionReason: z.string().max(1000).nullable(),
  /** Set once approved: the provider it made (or joined). */
  providerId: uuidSchema.nullable(),
});
export type ReviewApplication = z.infer<typeof reviewApplicationSchema>;

export const reviewEventSchema = z.object({
  at: instantSchema,
  actor: z.object({ role: z.enum(['applicant', 'manager', 'admin', 'system']), name: z.string().max(100) }),
  action: z.enum(['submitted', 'changes_requested', 'approved', 'rejected', 'identity_checked']),
  reason: z.string().max(1000).nullable(),
});
export type ReviewEvent = z.infer<typeof reviewEventSchema>;

export const reviewApplicationDetailSchema = reviewApplicationSchema.extend({ history: z.array(reviewEventSchema).max(1000) });
export type ReviewApplicationDetail = z.infer<typeof reviewApplicationDetailSchema>;

export const reviewApplicationPageSchema = z.object({
  applications: z.array(reviewApplicationSchema).max(REVIEW_PAGE_SIZE),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewApplicationPage = z.infer<typeof reviewApplicationPageSchema>;

const decisionReason = singleLineText().min(1, 'Give a reason (the applicant reads it)').max(1000, 'At most 1000 characters');
export const rejectApplicationSchema = z.object({ reason: decisionReason });
export const approveApplicationSchema = z.object({
  reason: singleLineText()
    .max(1000, 'At most 1000 characters')
    .transform((text) => text || undefined)
    .optional(),
});

export const reviewParamsSchema = z.object({ marketId: marketIdSchema.catch(''), applicationId: uuidSchema });
const review = { access: 'authenticated' as const, tags: ['market'] };
const oneApplication = { ...review, params: reviewParamsSchema, response: reviewApplicationDetailSchema };

export const providerReviewEndpoints = {
  list: endpoint({
    ...routes['providerReview.list'],
    ...review,
    params: z.object({ marketId: marketIdSchema.catch('') }),
    query: reviewListQuerySchema,
    summary: 'Provider applications of the market in one state (default: waiting), oldest submitted first, with the checks’ results',
    response: reviewApplicationPageSchema,
  }),
  get: endpoint({ ...routes['providerReview.get'], ...oneApplication, summary: 'One application with the checks and its history (who, when, why)' }),
  approve: endpoint({
    ...routes['providerReview.approve'],
    ...oneApplication,
    body: approveApplicationSchema,
    summary: 'Approve a waiting application: the person becomes a provider of the market (409 unless waiting)',
  }),
  reject: endpoint({ ...routes['providerReview.reject'], ...oneApplication, body: rejectApplicationSchema, summary: 'Reject a waiting application with a reason (409 unless waiting)' }),
  requestChanges: endpoint({
    ...routes['providerReview.requestChanges'],
    ...oneApplication,
    body: rejectApplicationSchema,
    summary: 'Send a waiting application back to the applicant with what to change (409 unless waiting)',
  }),
  picture: endpoint({
    ...routes['providerReview.picture'],
    ...review,
    params: reviewParamsSchema,
    query: providerPictureQuerySchema,
    summary: 'The applicant’s picture (WebP bytes, never cached: a person not yet public); 404 without one',
    response: z.file(),
    produces: ['image/webp'],
  }),
};
