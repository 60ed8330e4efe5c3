import { z } from './zod';
import { emailSchema } from './common';
import { endpoint, noContent } from './endpoint';
import { passwordSchema } from './password';
import { routes } from './routes';
import { sessionUserSchema } from './session-user';
import { linkTokenSchema, pendingVerificationSchema, resendSignupCodeRequestSchema, verifyEmailRequestSchema } from './verification';

export const verifyEmailResponseSchema = z.object({
  /** What the code or link confirmed: a new account, or a new address of an existing one. */
  purpose: z.enum(['signup', 'email_change']),
  /** Set when a session started (a sign-up); an email change keeps whatever session there is. */
  user: z.nullable(sessionUserSchema),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** Signing up's second half and account recovery (docs/accounts.md). All public, all limited. */
export const authRecoveryEndpoints = {
  resendSignupCode: endpoint({
    ...routes['auth.resendSignupCode'],
    access: 'public',
    rateLimit: 'signup',
    summary: 'Send a new sign-up code (the same answer whatever the email)',
    tags: ['auth'],
    body: resendSignupCodeRequestSchema,
    response: pendingVerificationSchema,
    status: 202,
  }),
  verifyEmail: endpoint({
    ...routes['auth.verifyEmail'],
    access: 'public',
    rateLimit: 'verifyEmail',
    summary: 'Confirm an email with its code ({ email, code }) or link ({ token }); a sign-up starts the session',
    tags: ['auth'],
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
  }),
  requestPasswordReset: endpoint({
    ...routes['auth.requestPasswordReset'],
    access: 'public',
    rateLimit: 'passwordReset',
    summary: 'Email a password reset link (the same answer for unknown emails)',
    tags: ['auth'],
    body: passwordResetRequestSchema,
    response: noContent,
    status: 204,
  }),
  confirmPasswordReset: endpoint({
    ...routes['auth.confirmPasswordReset'],
    access: 'public',
    rateLimit: 'passwordReset',
    summary: 'Set a new password with a reset link; every session of the account ends',
    tags: ['auth'],
    body: passwordResetConfirmSchema,
    response: noContent,
    status: 204,
  }),
};
