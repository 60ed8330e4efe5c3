import { z } from './zod';
import { instantSchema } from './booking';
import { uuidSchema } from './common';
import { endpoint, noContent } from './endpoint';
import { routes } from './routes';

/** At most this many sessions are listed (newest first); "log out everywhere else" ends them all. */
export const MAX_LISTED_SESSIONS = 100;

export const deviceTypes = ['desktop', 'mobile', 'tablet', 'other'] as const;

/**
 * One session of the logged-in user, as the "Active sessions" list shows it. `id` is a public
 * id of its own, never the stored token hash, so the list cannot be used to forge a cookie.
 */
export const activeSessionSchema = z.object({
  id: uuidSchema,
  createdAt: instantSchema,
  lastSeenAt: instantSchema,
  /** Browser and system read from the User-Agent, e.g. "Chrome 120 on Windows 10". */
  device: z.string().check(z.maxLength(120)),
  deviceType: z.enum(deviceTypes),
  /** The client address the session started from (unknown for sessions older than this list). */
  address: z.nullable(z.string().check(z.maxLength(64))),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsResponseSchema = z.object({ sessions: z.array(activeSessionSchema).check(z.maxLength(MAX_LISTED_SESSIONS)) });
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponseSchema>;

export const revokeOtherSessionsResponseSchema = z.object({ revokedCount: z.number().check(z.int(), z.gte(0)) });

export const sessionIdParamsSchema = z.object({ sessionId: uuidSchema });

export const authSessionEndpoints = {
  sessions: endpoint({
    ...routes['auth.sessions'],
    access: 'authenticated',
    summary: 'My active sessions (devices where I am logged in), the current one marked',
    tags: ['auth'],
    response: activeSessionsResponseSchema,
  }),
  revokeSession: endpoint({
    ...routes['auth.revokeSession'],
    access: 'authenticated',
    summary: 'Log out one of my other sessions (409 for the current one: log out instead)',
    tags: ['auth'],
    params: sessionIdParamsSchema,
    response: noContent,
    status: 204,
  }),
  revokeOtherSessions: endpoint({
    ...routes['auth.revokeOtherSessions'],
    access: 'authenticated',
    summary: 'Log out everywhere else: end every session of mine but the current one',
    tags: ['auth'],
    response: revokeOtherSessionsResponseSchema,
  }),
};
