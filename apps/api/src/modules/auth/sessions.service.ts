import type { AppConfig } from '../../config';
import type { Deps } from '../../deps';
import type { AuthContext } from '../access';
import { deleteExpiredSessions, deleteSession, findSession, insertSession, touchSession } from './sessions.repository';
import { isWellFormedToken, newSessionToken, sessionIdOf } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often "last seen" is written for a session in use: fresh enough for the sessions list, cheap for reads. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;
const MAX_USER_AGENT_LENGTH = 512;

export type { AuthContext };

export interface SessionGrant {
  token: string;
  maxAgeSeconds: number;
}

/** Where a session starts from: shown in the user's list of active sessions. */
export interface SessionOrigin {
  address: string;
  userAgent: string | undefined;
}

/** The absolute end: a session never outlives this, however much it is used. */
export function sessionAbsoluteEnd(config: AppConfig, createdAt: Date): Date {
  return new Date(createdAt.getTime() + config.sessionMaxLifetimeDays * DAY_MS);
}

/** When a session ends if it is not used after `seenAt`: the idle expiry, capped by the absolute end. */
export function sessionExpiry(config: AppConfig, createdAt: Date, seenAt: Date): Date {
  return new Date(Math.min(seenAt.getTime() + config.sessionTtlDays * DAY_MS, sessionAbsoluteEnd(config, createdAt).getTime()));
}

function secondsUntil(end: Date, now: Date): number {
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}

/**
 * A new session for a user who just proved who they are. The id is always new (the session
 * is rotated at every login), and the session the browser held before, if any, is deleted.
 */
export async function startSession(deps: Deps, userId: string, previousToken: string | undefined, origin: SessionOrigin): Promise<SessionGrant> {
  const now = deps.now();
  if (isWellFormedToken(previousToken)) await deleteSession(deps.db, sessionIdOf(previousToken));
  await deleteExpiredSessions(deps.db, now);
  const token = newSessionToken();
  const expiresAt = sessionExpiry(deps.config, now, now);
  await insertSession(deps.db, {
    id: sessionIdOf(token),
    userId,
    createdAt: now,
    expiresAt,
    userAgent: origin.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null,
    address: origin.address.slice(0, 64),
  });
  return { token, maxAgeSeconds: secondsUntil(expiresAt, now) };
}

/**
 * Resolves a session cookie. Expired sessions (idle or past their absolute end) are deleted.
 * A session in use slides to the full idle lifetime again, never past its absolute end, and at
 * most once a day to keep reads cheap: `renewal` is then the cookie to send again.
 */
export async function resumeSession(deps: Deps, token: string | undefined): Promise<{ auth: AuthContext | null; renewal: SessionGrant | null }> {
  if (!isWellFormedToken(token)) return { auth: null, renewal: null };
  const session = await findSession(deps.db, sessionIdOf(token));
  if (!session) return { auth: null, renewal: null };
  const now = deps.now();
  const end = Math.min(session.expiresAt.getTime(), sessionAbsoluteEnd(deps.config, session.createdAt).getTime());
  // Disabling deletes the account's sessions; this also ends one a login racing the disable made.
  if (end <= now.getTime() || session.disabled) {
    await deleteSession(deps.db, session.id);
    return { auth: null, renewal: null };
  }
  const expiresAt = sessionExpiry(deps.config, session.createdAt, now);
  const slides = expiresAt.getTime() - session.expiresAt.getTime() >= DAY_MS;
  if (slides || now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await touchSession(deps.db, session.id, { seenAt: now, expiresAt: slides ? expiresAt : undefined });
  }
  const auth = { sessionId: session.id, user: session.user };
  return { auth, renewal: slides ? { token, maxAgeSeconds: secondsUntil(expiresAt, now) } : null };
}

/**
 * Logging out deletes the session on the server; unknown or missing tokens are fine. Answers
 * whose session it was, when there was one.
 */
export async function endSession(deps: Deps, token: string | undefined): Promise<string | undefined> {
  return isWellFormedToken(token) ? deleteSession(deps.db, sessionIdOf(token)) : undefined;
}
