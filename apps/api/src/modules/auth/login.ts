import type { LoginRequest, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { assertLoginAllowed, recordLoginFailure, resetAccountFailures } from './login-throttle';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';
import { type SessionGrant, startSession } from './sessions.service';
import { findCredentials, findSessionUser, updatePasswordHash } from './users.repository';

export interface LoginInput extends LoginRequest {
  address: string;
  userAgent: string | undefined;
  previousToken: string | undefined;
}

/** Email + password → a new session. Unknown email and wrong password look exactly alike. */
export async function login(deps: Deps, input: LoginInput): Promise<{ user: SessionUser; grant: SessionGrant }> {
  const attempt = { email: input.email.toLowerCase(), address: input.address };
  await assertLoginAllowed(deps, attempt);
  const credentials = await findCredentials(deps.db, attempt.email);
  const valid = credentials
    ? await verifyPassword(input.password, credentials.password_hash)
    : await verifyAgainstDummy(input.password, deps.config.passwordHashing);
  if (!credentials || !valid) {
    await recordLoginFailure(deps, attempt);
    throw AppError.unauthenticated('That email and password do not match an account.');
  }
  await resetAccountFailures(deps, attempt.email);
  if (needsRehash(credentials.password_hash, deps.config.passwordHashing)) {
    await updatePasswordHash(deps.db, credentials.id, await hashPassword(input.password, deps.config.passwordHashing));
  }
  const grant = await startSession(deps, credentials.id, input.previousToken, { address: input.address, userAgent: input.userAgent });
  const user = await findSessionUser(deps.db, credentials.id);
  if (!user) throw AppError.unauthenticated('That email and password do not match an account.');
  return { user, grant };
}
