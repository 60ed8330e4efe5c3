import { MAX_LISTED_SESSIONS, type ActiveSession } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { canManageSession } from '../access';
import { recordSecurityEvent } from '../security-events';
import { deleteExpiredSessions, deleteOtherSessions, deleteSession, findSessionByPublicId, listLiveSessions } from './sessions.repository';
import type { AuthContext } from './sessions.service';
import { describeUserAgent } from './user-agent';
import { authMessages as m } from './auth-messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's live sessions, the one they are using marked `current`. */
export async function listActiveSessions(deps: Deps, auth: AuthContext): Promise<ActiveSession[]> {
  const now = deps.now();
  const createdAfter = new Date(now.getTime() - deps.config.sessionMaxLifetimeDays * DAY_MS);
  const rows = await listLiveSessions(deps.db, auth.user.id, { now, createdAfter }, MAX_LISTED_SESSIONS);
  return rows.map((row) => ({
    id: row.public_id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    ...describeUserAgent(row.user_agent),
    address: row.address,
    current: row.id === auth.sessionId,
  }));
}

/**
 * Ends one of the caller's other sessions. Someone else's session is answered exactly like an
 * unknown id (404), so ids cannot be probed; the current one is ended by logging out.
 */
export async function revokeSession(deps: Deps, auth: AuthContext, publicId: string, address: string): Promise<void> {
  const session = await findSessionByPublicId(deps.db, publicId);
  if (!session || !canManageSession(auth.user, session)) throw AppError.notFound(m.noSuchSession);
  if (session.id === auth.sessionId) throw AppError.conflict(m.currentSession);
  await deleteSession(deps.db, session.id);
  await recordSecurityEvent(deps, { type: 'session_revoked', userId: auth.user.id, address, detail: { sessionId: session.publicId, scope: 'one' } });
}

/** "Log out everywhere else": every session of the caller but the current one ends. */
export async function revokeOtherSessions(deps: Deps, auth: AuthContext, address: string): Promise<number> {
  await deleteExpiredSessions(deps.db, deps.now());
  const revokedCount = await deleteOtherSessions(deps.db, auth.user.id, auth.sessionId);
  await recordSecurityEvent(deps, { type: 'session_revoked', userId: auth.user.id, address, detail: { scope: 'others', count: revokedCount } });
  return revokedCount;
}
