import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../access';
import { recordRefusal } from './security-events.service';

export interface RefusedRequest {
  /** The endpoint's name in the contract (`jobs.get`). */
  endpoint: string;
  method: string;
  path: string;
  address: string;
  /** Set when the session was valid (a 403), null for a 401. */
  auth: AuthContext | null;
  /** Whether the request carried a session cookie at all. */
  hadSessionCookie: boolean;
}

/**
 * Logs a 401 or 403 answered on an endpoint that needs a session, one row per minute and kind
 * with a count (`recordRefusal`). A 401 without any session cookie is no event: that is an
 * anonymous visitor (every page asks `auth.me`; a bookmark of /my-jobs asks for the jobs), not
 * an attempt on anything (docs/security.md, "The security log"). A cookie that names no valid
 * session is one.
 */
export async function recordRefusedAccess(deps: Deps, request: RefusedRequest, error: unknown): Promise<void> {
  if (!(error instanceof AppError) || (error.status !== 401 && error.status !== 403)) return;
  if (error.status === 401 && !request.hadSessionCookie) return;
  await recordRefusal(deps, {
    type: 'access_refused',
    userId: request.auth?.user.id,
    email: request.auth?.user.email,
    address: request.address,
    endpoint: request.endpoint,
    reason: String(error.status),
    detail: { status: error.status, endpoint: request.endpoint, method: request.method, path: request.path.split('?')[0]!.slice(0, 200) },
  });
}
