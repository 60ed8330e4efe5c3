import { z } from './zod';
import { instantSchema } from './booking';
import { emailSchema, languageSchema, optionalPhoneSchema, personNameSchema, uuidSchema } from './common';
import { endpoint, noContent } from './endpoint';
import { jobStatusSchema } from './jobs';
import { currencySchema } from './money';
import { routes } from './routes';
import { pendingVerificationSchema, verificationCodeSchema } from './verification';
import { v } from './messages/validation-messages';

/**
 * The person's own account (`/account`, docs/accounts.md): details, a verified phone, a new
 * email confirmed on the new address, a copy of their data, and leaving. Personal: `no-store`.
 */
export const accountSchema = z.object({
  id: uuidSchema,
  name: z.string().check(z.maxLength(100)),
  email: z.string().check(z.maxLength(254)),
  /** A new address waiting for its code or link (the account keeps `email` until then). */
  pendingEmail: z.nullable(z.string().check(z.maxLength(254))),
  phone: z.nullable(z.string().check(z.maxLength(25))),
  /** Text messages go only to a verified phone. */
  phoneVerified: z.boolean(),
  createdAt: instantSchema,
});
export type Account = z.infer<typeof accountSchema>;
export const accountResponseSchema = z.object({ account: accountSchema });

export const updateProfileRequestSchema = z.object({ name: personNameSchema, phone: optionalPhoneSchema });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const setLanguageRequestSchema = z.object({ language: languageSchema });
export type SetLanguageRequest = z.input<typeof setLanguageRequestSchema>;

export const verifyPhoneRequestSchema = z.object({ code: verificationCodeSchema });

export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().check(z.minLength(1, v.enterYourCurrentPassword), z.maxLength(200, v.useAtMost200Characters)),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

export const confirmEmailChangeRequestSchema = z.object({ code: verificationCodeSchema });

export const MAX_DELETION_JOBS = 200;

/**
 * Why an account cannot be deleted now; each says what to do. `job_not_closed`: a job whose
 * start has passed but that nobody has finished or closed yet; `unpaid_invoice`: the person
 * owes money on a job; `problem_open`: a problem case on one of the person's jobs is not resolved
 * (a refund or held earnings are still to be decided); `last_admin`: nobody would be left to run the site.
 */
export const deletionBlockerKinds = ['job_in_progress', 'job_not_closed', 'payout_pending', 'unpaid_invoice', 'problem_open', 'last_admin'] as const;
export const deletionBlockerSchema = z.object({
  kind: z.enum(deletionBlockerKinds),
  message: z.string().check(z.maxLength(300)),
  jobId: z.nullable(uuidSchema),
});

/** A future job that deleting the account cancels, with the fee its policy charges now. */
export const deletionJobSchema = z.object({
  jobId: uuidSchema,
  status: jobStatusSchema,
  start: instantSchema,
  timeZone: z.string().check(z.maxLength(64)),
  services: z.string().check(z.maxLength(300)),
  feeMinor: z.number().check(z.int(), z.gte(0)),
  currency: currencySchema,
});

export const deletionCheckSchema = z.object({
  allowed: z.boolean(),
  blockers: z.array(deletionBlockerSchema).check(z.maxLength(MAX_DELETION_JOBS)),
  jobsToCancel: z.array(deletionJobSchema).check(z.maxLength(MAX_DELETION_JOBS)),
  /**
   * A provider's upcoming jobs: they go back to their market's team, who assign another
   * provider (the customer keeps the booking). `feeMinor` is always 0.
   */
  jobsToReassign: z.array(deletionJobSchema).check(z.maxLength(MAX_DELETION_JOBS)),
  /** What is kept after deletion and for how long (invoices, the ledger), in plain words. */
  kept: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(10)),
});
export type DeletionCheck = z.infer<typeof deletionCheckSchema>;

export const deleteAccountRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, v.enterYourPasswordToConfirm), z.maxLength(200, v.useAtMost200Characters)),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/**
 * "Download my data": one JSON file, a section per kind of record, each a list of flat records
 * (docs/account-page.md lists what each holds). Every section is always there, empty when the
 * person has none of it (the provider sections of a customer). Never a secret: no password
 * hash, no session token, no code or link.
 */
export const accountExportSectionNames = [
  'profile',
  'consents',
  'sessions',
  'jobs',
  'jobTimeline',
  'payments',
  'invoices',
  'refunds',
  'reviews',
  'messages',
  'notificationSettings',
  'securityEvents',
  'waitlist',
  'favouriteProviders',
  'plans',
  // What the person wrote in jobs' conversations (docs/conversations.md).
  'jobMessages',
  'jobPhotos',
  // What the person wrote in problem cases, and the photos they added (docs/problems.md).
  'problemReports',
  'providerProfile',
  'providerMarkets',
  'providerServices',
  'providerAvailability',
  'providerTimeOff',
  'providerJobs',
  'providerNotes',
  'providerEarnings',
  'providerPayouts',
] as const;
export type AccountExportSectionName = (typeof accountExportSectionNames)[number];
export const MAX_EXPORT_RECORDS = 100_000;
const exportValueSchema = z.union([z.string().check(z.maxLength(100_000)), z.number(), z.boolean(), z.null()]);
export const accountExportRecordSchema = z.record(z.string().check(z.maxLength(64)), exportValueSchema);
export type AccountExportRecord = z.infer<typeof accountExportRecordSchema>;
const exportSectionSchema = z.array(accountExportRecordSchema).check(z.maxLength(MAX_EXPORT_RECORDS));
export const accountExportSchema = z.object({
  exportedAt: instantSchema,
  sections: z.object(Object.fromEntries(accountExportSectionNames.map((name) => [name, exportSectionSchema])) as Record<AccountExportSectionName, typeof exportSectionSchema>),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const tags = ['account'];

export const accountEndpoints = {
  get: endpoint({ ...routes['account.get'], access: 'authenticated', summary: 'The logged-in person\'s account', tags, response: accountResponseSchema }),
  updateProfile: endpoint({
    ...routes['account.updateProfile'],
    access: 'authenticated',
    summary: 'Change name and phone (a new phone needs verifying again before text messages)',
    tags,
    body: updateProfileRequestSchema,
    response: accountResponseSchema,
  }),
  setLanguage: endpoint({
    ...routes['account.setLanguage'],
    access: 'authenticated',
    summary: 'Choose the language the site, emails and text messages use for this person; also sets the lang cookie',
    tags,
    body: setLanguageRequestSchema,
    response: noContent,
    status: 204,
  }),
  sendPhoneCode: endpoint({
    ...routes['account.sendPhoneCode'],
    access: 'authenticated',
    rateLimit: 'phoneCode',
    summary: 'Text a 6-digit code to the account\'s phone',
    tags,
    response: pendingVerificationSchema,
    status: 202,
  }),
  verifyPhone: endpoint({
    ...routes['account.verifyPhone'],
    access: 'authenticated',
    summary: 'Confirm the phone with its code; text messages may go to it from now on',
    tags,
    body: verifyPhoneRequestSchema,
    response: accountResponseSchema,
  }),
  changeEmail: endpoint({
    ...routes['account.changeEmail'],
    access: 'authenticated',
    rateLimit: 'emailChange',
    summary: 'Ask for a new email: a code and a link go to the new address; the old one stays until confirmed',
    tags,
    body: changeEmailRequestSchema,
    response: pendingVerificationSchema,
    status: 202,
  }),
  confirmEmailChange: endpoint({
    ...routes['account.confirmEmailChange'],
    access: 'authenticated',
    summary: 'Confirm the new email with its code; the old address is told',
    tags,
    body: confirmEmailChangeRequestSchema,
    response: accountResponseSchema,
  }),
  cancelEmailChange: endpoint({
    ...routes['account.cancelEmailChange'],
    access: 'authenticated',
    summary: 'Drop a new email that was not confirmed',
    tags,
    response: noContent,
    status: 204,
  }),
  exportData: endpoint({
    ...routes['account.exportData'],
    access: 'authenticated',
    rateLimit: 'accountExport',
    summary: 'Download everything the site holds about the person, as one JSON file',
    tags,
    response: accountExportSchema,
    produces: ['application/json'],
  }),
  deletionCheck: endpoint({
    ...routes['account.deletionCheck'],
    access: 'authenticated',
    summary: 'Whether the account can be deleted now, and which future jobs would be cancelled at which fee',
    tags,
    response: deletionCheckSchema,
  }),
  delete: endpoint({
    ...routes['account.delete'],
    access: 'authenticated',
    summary: 'Delete the account: future jobs cancelled under their policy, personal data erased; the session ends',
    tags,
    body: deleteAccountRequestSchema,
    response: noContent,
    status: 204,
  }),
};
