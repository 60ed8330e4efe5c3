import type { SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { deleteExpiredSessions, deleteSession, extendSession, findSession, insertSession } from './sessions.repository';
import { isWellFormedToken, newSessionToken, sessionIdOf } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is calling, for a request that carried a valid session cookie. */
export interface AuthContext {
  sessionId: string;
  user: SessionUser;
}

export interface SessionGrant {
  token: string;
  maxAgeSeconds: number;
}

export function sessionLifetimeSeconds(deps: Deps): number {
  return deps.config.sessionTtlDays * 24 * 60 * 60;
}

/**
 * A new session for a user who just proved who they are. The id is always new (the session
 * is rotated at every login), and the session the browser held before, if any, is deleted.
 */
export async function startSession(deps: Deps, userId: string, previousToken: string | undefined): Promise<SessionGrant> {
  const now = new Date();
  if (isWellFormedToken(previousToken)) await deleteSession(deps.db, sessionIdOf(previousToken));
  await deleteExpiredSessions(deps.db, now);
  const token = newSessionToken();
  const maxAgeSeconds = sessionLifetimeSeconds(deps);
  await insertSession(deps.db, { id: sessionIdOf(token), userId, expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000) });
  return { token, maxAgeSeconds };
}

/**
 * Resolves a session cookie. Expired sessions are deleted. A session in use is extended to the
 * full lifetime again (at most once a day, to keep reads cheap): `extended` says the cookie
 * must be sent again with the new Max-Age.
 */
export async function resumeSession(deps: Deps, token: string | undefined): Promise<{ auth: AuthContext | null; extended: boolean }> {
  if (!isWellFormedToken(token)) return { auth: null, extended: false };
  const session = await findSession(deps.db, sessionIdOf(token));
  if (!session) return { auth: null, extended: false };
  const now = new Date();
  if (session.expiresAt.getTime() <= now.getTime()) {
    await deleteSession(deps.db, session.id);
    return { auth: null, extended: false };
  }
  const extended = now.getTime() - session.lastSeenAt.getTime() >= DAY_MS;
  if (extended) await extendSession(deps.db, session.id, new Date(now.getTime() + sessionLifetimeSeconds(deps) * 1000), now);
  return { auth: { sessionId: session.id, user: session.user }, extended };
}

/**
 * Logging out deletes the session on the server; unknown or missing tokens are fine. Answers
 * whose session it was, when there was one.
 */
export async function endSession(deps: Deps, token: string | undefined): Promise<string | undefined> {
  return isWellFormedToken(token) ? deleteSession(deps.db, sessionIdOf(token)) : undefined;
}
