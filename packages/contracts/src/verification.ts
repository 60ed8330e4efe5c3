import { z } from './zod';
import { instantSchema } from './booking';
import { emailSchema } from './common';
import { v } from './messages/validation-messages';

/**
 * Proving an email address or phone number (docs/accounts.md): a 6-digit code sent to it,
 * valid 15 minutes and for 5 tries, and for email also a link with a long random token.
 */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_MINUTES = 15;
export const VERIFICATION_CODE_TRIES = 5;

export const verificationCodeSchema = z.pipe(z.pipe(z.string().check(z.trim(), z.maxLength(20, v.enterThe6DigitCode)), z.transform((code) => code.replace(/[\s-]/g, ''))), z.string().check(z.maxLength(VERIFICATION_CODE_LENGTH), z.regex(/^\d{6}$/, v.enterThe6DigitCode)));

/** A token from a link in an email: 256 random bits, base64url. */
export const linkTokenSchema = z.string().check(z.trim(), z.minLength(20, v.thisLinkIsNotCompleteOpen), z.maxLength(200, v.thisLinkIsNotValid), z.regex(/^[A-Za-z0-9_-]+$/, v.thisLinkIsNotValid));

/**
 * The answer to "send me a code": where it went and until when it is valid. A sign-up for an
 * email that already has an account gets the very same answer (the owner is emailed instead).
 */
export const pendingVerificationSchema = z.object({
  /** The address (or, for a phone, the number) the code was sent to. */
  sentTo: z.string().check(z.maxLength(254)),
  expiresAt: instantSchema,
  /** When another code may be asked for. */
  resendAfter: instantSchema,
});
export type PendingVerification = z.infer<typeof pendingVerificationSchema>;

export const resendSignupCodeRequestSchema = z.object({ email: emailSchema });

export const verifyEmailRequestSchema = z.union([
  z.object({ email: emailSchema, code: verificationCodeSchema }),
  z.object({ token: linkTokenSchema }),
]);
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** A form with one field, the code someone received (sign-up, phone, new email). */
export const codeEntrySchema = z.object({ code: verificationCodeSchema });
export type CodeEntry = z.input<typeof codeEntrySchema>;
