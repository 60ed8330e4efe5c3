import { AppError } from '../../http/app-error';
import type { AuthContext } from './auth-context';

/** The caller's session; 401 when there is none. */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw AppError.unauthenticated();
  return auth;
}
