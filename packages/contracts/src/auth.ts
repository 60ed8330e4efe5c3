import { z } from 'zod';
import { authSessionEndpoints } from './auth-sessions';
import { emailSchema, listLimits, marketIdViewSchema, optionalPhoneSchema, personNameSchema, roles, roleSchema, uuidSchema } from './common';
import { routes } from './routes';
import { endpoint, noContent } from './endpoint';

export const passwordSchema = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(200, 'Use at most 200 characters');

/** The person behind the session, as every app sees them. */
export const sessionUserSchema = z.object({
  id: uuidSchema,
  email: z.string().max(254),
  name: z.string().max(100),
  phone: z.string().max(25).nullable(),
  roles: z.array(roleSchema).max(roles.length),
  /** Markets this user manages (managers); admins manage every market. */
  managedMarketIds: z.array(marketIdViewSchema).max(listLimits.markets),
  /** Set when the user is a provider. */
  providerId: uuidSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signupRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: optionalPhoneSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(200, 'Use at most 200 characters'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const changePasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1, 'Enter your current password').max(200, 'Use at most 200 characters'), newPassword: passwordSchema })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });

export const authEndpoints = {
  signup: endpoint({
    ...routes['auth.signup'],
    access: 'public',
    summary: 'Create a customer account and log in',
    tags: ['auth'],
    body: signupRequestSchema,
    response: sessionResponseSchema,
    status: 201,
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
};
