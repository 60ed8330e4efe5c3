import { z } from './zod';
import { instantSchema } from './booking';
import { marketIdSchema, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { providerPictureQuerySchema } from './providers';
import { routes } from './routes';
import { v } from './messages/validation-messages';

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
  status: z._default(reviewApplicationStatusSchema, 'submitted'),
  page: z._default(z.coerce.number<string | number>({ message: v.notAPageNumber }).check(z.int(v.notAPageNumber), z.gte(1, v.pagesStartAt1), z.lte(REVIEW_MAX_PAGE)), 1),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** What the application's checks found; null where the applicant has not got that far. */
export const applicationChecksSchema = z.object({
  identity: z.nullable(z.enum(['clear', 'needs_review', 'failed'])),
  phoneVerified: z.boolean(),
  payoutLast4: z.nullable(z.string().check(z.maxLength(4))),
  termsVersion: z.nullable(z.string().check(z.maxLength(40))),
  hasPicture: z.boolean(),
  /** A check failed or needs a person to look (identity not clear, phone unverified, no payout account or terms). */
  needsReview: z.boolean(),
});
export type ApplicationChecks = z.infer<typeof applicationChecksSchema>;

export const reviewApplicationSchema = z.object({
  id: uuidSchema,
  status: z.enum(['draft', ...reviewApplicationStatuses]),
  marketId: z.string().check(z.maxLength(40)),
  applicant: z.object({ name: z.string().check(z.maxLength(100)), email: z.string().check(z.maxLength(254)) }),
  displayName: z.nullable(z.string().check(z.maxLength(100))),
  experienceYears: z.nullable(z.number().check(z.int())),
  /** Sanitised when saved by the applicant's side. */
  aboutHtml: z.string().check(z.maxLength(20_000)),
  services: z.array(z.object({ id: z.string().check(z.maxLength(60)), name: z.string().check(z.maxLength(100)) })).check(z.maxLength(50)),
  checks: applicationChecksSchema,
  /** Where the applicant's picture is served to the reviewers (changes with each upload); null without one. */
  pictureUrl: z.nullable(z.string().check(z.maxLength(500))),
  submittedAt: z.nullable(instantSchema),
  decidedAt: z.nullable(instantSchema),
  decisionReason: z.nullable(z.string().check(z.maxLength(1000))),
  /** Set once approved: the provider it made (or joined). */
  providerId: z.nullable(uuidSchema),
});
export type ReviewApplication = z.infer<typeof reviewApplicationSchema>;

export const reviewEventSchema = z.object({
  at: instantSchema,
  actor: z.object({ role: z.enum(['applicant', 'manager', 'admin', 'system']), name: z.string().check(z.maxLength(100)) }),
  action: z.enum(['submitted', 'changes_requested', 'approved', 'rejected', 'identity_checked']),
  reason: z.nullable(z.string().check(z.maxLength(1000))),
});
export type ReviewEvent = z.infer<typeof reviewEventSchema>;

export const reviewApplicationDetailSchema = z.extend(reviewApplicationSchema, { history: z.array(reviewEventSchema).check(z.maxLength(1000)) });
export type ReviewApplicationDetail = z.infer<typeof reviewApplicationDetailSchema>;

export const reviewApplicationPageSchema = z.object({
  applications: z.array(reviewApplicationSchema).check(z.maxLength(REVIEW_PAGE_SIZE)),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type ReviewApplicationPage = z.infer<typeof reviewApplicationPageSchema>;

const decisionReason = singleLineText().check(z.minLength(1, v.giveAReasonTheApplicantReads), z.maxLength(1000, v.atMost1000Characters));
export const rejectApplicationSchema = z.object({ reason: decisionReason });
export const approveApplicationSchema = z.object({
  reason: z.optional(z.pipe(singleLineText().check(z.maxLength(1000, v.atMost1000Characters)), z.transform((text) => text || undefined))),
});

export const reviewParamsSchema = z.object({ marketId: z.catch(marketIdSchema, ''), applicationId: uuidSchema });
const review = { access: 'authenticated' as const, tags: ['market'] };
const oneApplication = { ...review, params: reviewParamsSchema, response: reviewApplicationDetailSchema };

export const providerReviewEndpoints = {
  list: endpoint({
    ...routes['providerReview.list'],
    ...review,
    params: z.object({ marketId: z.catch(marketIdSchema, '') }),
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
