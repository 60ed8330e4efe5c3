import { z } from './zod';
import { instantSchema } from './booking';
import { marketIdSchema, marketIdViewSchema, richTextMaxLength, singleLineText, timeZoneSchema, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { pictureLimitsSchema } from './provider-profile';
import { providerPictureQuerySchema } from './providers';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * Applying to become a provider (docs/provider-onboarding.md). The provider terms are versioned:
 * a new version means every applicant accepts it again before submitting.
 */
export const PROVIDER_TERMS_VERSION = '2026-01';
export const providerTermsPath = '/provider-terms';

export const applicationStatuses = ['draft', 'submitted', 'changes_requested', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const identityStatuses = ['clear', 'needs_review', 'failed'] as const;
export const identityStatusSchema = z.enum(identityStatuses);
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** The steps whose answers the application needs, in the order the form asks them (the account comes first and is the session). */
export const applicationSteps = ['market', 'about', 'picture', 'phone', 'identity', 'payout', 'terms'] as const;
export const applicationStepSchema = z.enum(applicationSteps);
export type ApplicationStep = z.infer<typeof applicationStepSchema>;

export const applicationLimits = { services: 50, history: 200, experienceYears: 80 } as const;

/**
 * The test mode's identity numbers (like test cards): each gives one answer. Any other number is
 * refused: test mode never sees a real document.
 */
export const testIdentityNumbers = { clear: '000000000', needs_review: '111111111', failed: '222222222' } as const satisfies Record<IdentityStatus, string>;
/** The test mode's bank account numbers (Stripe's): the first is paid out, payouts to the second fail. */
export const testBankAccounts = { routingNumber: '110000000', succeeds: '000123456789', payoutsFail: '000111111116' } as const;

export const applicationParamsSchema = z.object({ applicationId: uuidSchema });

export const startApplicationSchema = z.object({ marketId: z.optional(marketIdSchema) });

/** One or more steps' fields, saved as they are (a draft): each is checked, none is required. */
export const applicationDraftSchema = z.object({
  marketId: z.optional(marketIdSchema),
  serviceIds: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(applicationLimits.services, v.atMost50Services))),
  displayName: z.optional(singleLineText().check(z.minLength(2, v.enterTheNameCustomersWillSee), z.maxLength(80, v.atMost80Characters))),
  experienceYears: z.optional(z.number().check(z.int(v.wholeYears), z.gte(0, v.zeroOrMoreYears), z.lte(applicationLimits.experienceYears, v.atMost80Years))),
  aboutHtml: z.optional(z.string().check(z.maxLength(richTextMaxLength, v.thatTextIsTooLong))),
  /** The terms version the applicant read and accepts: the current one only. */
  acceptTermsVersion: z.optional(z.string().check(z.maxLength(50))),
});
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;

export const identityCheckSchema = z.object({
  legalName: singleLineText().check(z.minLength(2, v.enterYourNameAsOnYour), z.maxLength(100, v.atMost100Characters)),
  dateOfBirth: z.string().check(z.maxLength(10, v.useYyyyMmDd), z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, v.useYyyyMmDd)),
  idNumber: z.string().check(z.trim(), z.minLength(4, v.enterTheNumberOfYourId), z.maxLength(30, v.atMost30Characters), z.regex(/^[A-Za-z0-9 -]+$/, v.lettersDigitsSpacesAndOnly)),
});
export type IdentityCheckInput = z.infer<typeof identityCheckSchema>;

export const payoutAccountSchema = z.object({
  holderName: singleLineText().check(z.minLength(2, v.enterTheAccountHoldersName), z.maxLength(100, v.atMost100Characters)),
  routingNumber: z.string().check(z.trim(), z.maxLength(20, v.atMost20Digits), z.regex(/^\d{6,12}$/, v.enterTheRoutingNumber6To)),
  accountNumber: z.string().check(z.trim(), z.maxLength(30, v.atMost30Digits), z.regex(/^\d{4,17}$/, v.enterTheAccountNumber4To)),
});
export type PayoutAccountInput = z.infer<typeof payoutAccountSchema>;

export const applicationEventSchema = z.object({
  at: instantSchema,
  /** Who: the applicant, the market's team (never a manager's name), or Handyhub itself. */
  actor: z.enum(['you', 'market_team', 'system']),
  action: z.enum(['submitted', 'changes_requested', 'approved', 'rejected', 'identity_checked']),
  reason: z.nullable(z.string().check(z.maxLength(2000))),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const providerApplicationSchema = z.object({
  id: uuidSchema,
  status: applicationStatusSchema,
  marketId: z.nullable(marketIdViewSchema),
  serviceIds: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(applicationLimits.services)),
  displayName: z.nullable(z.string().check(z.maxLength(100))),
  experienceYears: z.nullable(z.number().check(z.int())),
  aboutHtml: z.string().check(z.maxLength(richTextMaxLength)),
  hasPicture: z.boolean(),
  /** Where the uploaded picture is served to the applicant (changes with each upload); null without one. */
  pictureUrl: z.nullable(z.string().check(z.maxLength(500))),
  /** The account's phone is verified (the phone step lives on the account). */
  phoneVerified: z.boolean(),
  identity: z.nullable(z.object({ status: identityStatusSchema, checkedAt: instantSchema })),
  /** The payout account's last four digits: the rest is only ever at the gateway. */
  payoutAccount: z.nullable(z.object({ last4: z.string().check(z.length(4)) })),
  terms: z.nullable(z.object({ version: z.string().check(z.maxLength(50)), acceptedAt: instantSchema })),
  /** What submitting still needs, in the form's order (empty: ready). */
  missing: z.array(applicationStepSchema).check(z.maxLength(applicationSteps.length)),
  createdAt: instantSchema,
  submittedAt: z.nullable(instantSchema),
  decidedAt: z.nullable(instantSchema),
  /** Why the last decision (changes asked for, rejection). */
  decisionReason: z.nullable(z.string().check(z.maxLength(2000))),
  history: z.array(applicationEventSchema).check(z.maxLength(applicationLimits.history)),
});
export type ProviderApplication = z.infer<typeof providerApplicationSchema>;

const applicationMarketSchema = z.object({
  id: marketIdViewSchema,
  name: z.string().check(z.maxLength(100)),
  timeZone: timeZoneSchema,
  currency: z.string().check(z.length(3)),
  status: z.enum(['live', 'coming_soon']),
  services: z.array(z.object({ id: z.string().check(z.maxLength(60)), name: z.string().check(z.maxLength(100)) })).check(z.maxLength(500)),
});
export type ApplicationMarket = z.infer<typeof applicationMarketSchema>;

/** The caller's latest application (null: none yet) and what the form offers. */
export const currentApplicationSchema = z.object({
  application: z.nullable(providerApplicationSchema),
  markets: z.array(applicationMarketSchema).check(z.maxLength(1000)),
  termsVersion: z.string().check(z.maxLength(50)),
  pictureLimits: pictureLimitsSchema,
  /** Identity and payout run in test mode: the form says so and lists the test values. */
  testMode: z.boolean(),
});
export type CurrentApplication = z.infer<typeof currentApplicationSchema>;

const applicationAnswer = z.object({ application: providerApplicationSchema });
const tags = ['provider applications'];

export const providerApplicationEndpoints = {
  current: endpoint({
    ...routes['providerApplications.current'],
    access: 'authenticated',
    summary: "The caller's latest application (null when they never applied), the markets they may choose and the current terms version",
    tags,
    response: currentApplicationSchema,
  }),
  start: endpoint({
    ...routes['providerApplications.start'],
    access: 'authenticated',
    rateLimit: 'applicationWrite',
    summary: 'Start an application (a draft); refused while another is open or when the caller already provides in that market',
    tags,
    body: startApplicationSchema,
    response: applicationAnswer,
    status: 201,
  }),
  update: endpoint({
    ...routes['providerApplications.update'],
    access: 'authenticated',
    rateLimit: 'applicationWrite',
    summary: "Save some of the application's fields (draft or changes requested; the applicant only)",
    tags,
    params: applicationParamsSchema,
    body: applicationDraftSchema,
    response: applicationAnswer,
  }),
  uploadPicture: endpoint({
    ...routes['providerApplications.uploadPicture'],
    access: 'authenticated',
    rateLimit: 'pictureUpload',
    summary: 'The picture for the future profile: multipart/form-data, optional cropX/cropY/cropSize then one `picture` file',
    tags,
    params: applicationParamsSchema,
    consumes: ['multipart/form-data'],
    response: applicationAnswer,
  }),
  picture: endpoint({
    ...routes['providerApplications.picture'],
    access: 'authenticated',
    summary: 'The application’s picture (WebP bytes; the applicant only, never cached); 404 without one',
    tags,
    params: applicationParamsSchema,
    query: providerPictureQuerySchema,
    response: z.file(),
    produces: ['image/webp'],
  }),
  checkIdentity: endpoint({
    ...routes['providerApplications.checkIdentity'],
    access: 'authenticated',
    rateLimit: 'identityCheck',
    summary: 'Check the applicant’s identity with the verification provider (test mode: test numbers); only the outcome is kept',
    tags,
    params: applicationParamsSchema,
    body: identityCheckSchema,
    response: applicationAnswer,
  }),
  addPayoutAccount: endpoint({
    ...routes['providerApplications.addPayoutAccount'],
    access: 'authenticated',
    rateLimit: 'applicationWrite',
    summary: 'The bank account payouts go to, tokenised by the payment gateway (test mode); only its last 4 digits are kept',
    tags,
    params: applicationParamsSchema,
    body: payoutAccountSchema,
    response: applicationAnswer,
  }),
  submit: endpoint({
    ...routes['providerApplications.submit'],
    access: 'authenticated',
    rateLimit: 'applicationWrite',
    summary: 'Send the application to the market team (from draft or changes requested); 400 lists what is missing',
    tags,
    params: applicationParamsSchema,
    response: applicationAnswer,
  }),
};
