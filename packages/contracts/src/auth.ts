import { z } from './zod';
import { authRecoveryEndpoints } from './auth-recovery';
import { authSessionEndpoints } from './auth-sessions';
import { pendingVerificationSchema } from './verification';
import { emailSchema, optionalPhoneSchema, personNameSchema } from './common';
import { passwordSchema } from './password';
import { sessionUserSchema } from './session-user';
import { routes } from './routes';
import { endpoint, noContent } from './endpoint';
import { v } from './messages/validation-messages';

export { PASSWORD_MIN_LENGTH, passwordSchema } from './password';
export { sessionUserSchema, type SessionUser } from './session-user';

export const signupRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: optionalPhoneSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, v.enterYourPassword), z.maxLength(200, v.useAtMost200Characters)),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const changePasswordRequestSchema = z.object({ currentPassword: z.string().check(z.minLength(1, v.enterYourCurrentPassword), z.maxLength(200, v.useAtMost200Characters)), newPassword: passwordSchema }).check(z.refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    message: v.chooseAPasswordDifferentFromThe,
  }));
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });

export const authEndpoints = {
  signup: endpoint({
    ...routes['auth.signup'],
    access: 'public',
    rateLimit: 'signup',
    summary: 'Start a customer account: emails a 6-digit code and a link (the same answer whether or not the email has an account)',
    tags: ['auth'],
    body: signupRequestSchema,
    response: pendingVerificationSchema,
    status: 202,
  }),
  login: endpoint({
    ...routes['auth.login'],
    access: 'public',
    summary: 'Log in; starts a new session',
    tags: ['auth'],
    body: loginRequestSchema,
    response: sessionResponseSchema,
  }),
  logout: endpoint({
    ...routes['auth.logout'],
    access: 'public',
    summary: 'End the current session (deleted on the server)',
    tags: ['auth'],
    response: noContent,
    status: 204,
  }),
  me: endpoint({
    ...routes['auth.me'],
    access: 'authenticated',
    summary: 'The logged-in user',
    tags: ['auth'],
    response: sessionResponseSchema,
  }),
  changePassword: endpoint({
    ...routes['auth.changePassword'],
    access: 'authenticated',
    summary: 'Change the password; other sessions of the user end',
    tags: ['auth'],
    body: changePasswordRequestSchema,
    response: noContent,
    status: 204,
  }),
  ...authSessionEndpoints,
  ...authRecoveryEndpoints,
};
