import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/sessions.service';
import { recordSecurityEvent } from './security-events.service';

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
 * Logs a 401 or 403 answered on an endpoint that needs a session. One exception: `auth.me`
 * without any session cookie, which every page of the site asks to learn whether someone is
 * logged in; "nobody" is an answer there, not a refusal, and would drown the log.
 */
export async function recordRefusedAccess(deps: Deps, request: RefusedRequest, error: unknown): Promise<void> {
  if (!(error instanceof AppError) || (error.status !== 401 && error.status !== 403)) return;
  if (error.status === 401 && request.endpoint === 'auth.me' && !request.hadSessionCookie) return;
  await recordSecurityEvent(deps, {
    type: 'access_refused',
    userId: request.auth?.user.id,
    email: request.auth?.user.email,
    address: request.address,
    detail: { status: error.status, endpoint: request.endpoint, method: request.method, path: request.path.split('?')[0]!.slice(0, 200) },
  });
}
