import type { LanguageCode, LoginRequest, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { checkCounted } from '../rate-limits';
import { recordSecurityEvent } from '../security-events';
import { spendLoginFailure } from './login-failure-budget';
import { admitLoginAttempt } from './login-limits';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';
import { type SessionGrant, startSession } from './sessions.service';
import { findCredentials, findSessionUser, updateLanguage, updatePasswordHash } from './users.repository';
import { authMessages as m } from './auth-messages';

export interface LoginInput extends LoginRequest {
  address: string;
  userAgent: string | undefined;
  previousToken: string | undefined;
  /** What the page logged in from asks for (its lang cookie, else Accept-Language); kept for an account with none. */
  askedLanguage: LanguageCode | null;
}

export const disabledMessage = m.accountDisabled;
const mismatch = () => AppError.unauthenticated(m.emailPasswordMismatch);

/**
 * Email + password → a new session. The attempt is counted before the password is checked;
 * a right password gives its own count back and forgives nothing else. Unknown email and wrong
 * password look exactly alike. A disabled account is refused after its password is checked.
 */
export async function login(deps: Deps, input: LoginInput): Promise<{ user: SessionUser; grant: SessionGrant }> {
  const attempt = { email: input.email.toLowerCase(), address: input.address };
  const counted = await admitLoginAttempt(deps, attempt);
  const credentials = await findCredentials(deps.db, attempt.email);
  const check = credentials ? verifyPassword(input.password, credentials.password_hash) : verifyAgainstDummy(input.password, deps.config.passwordHashing);
  const valid = await checkCounted(counted, check);
  if (!credentials || !valid) {
    const reason = credentials ? 'wrong password' : 'unknown email';
    await recordSecurityEvent(deps, { type: 'login_failed', userId: credentials?.id, ...attempt, detail: { reason } });
    await spendLoginFailure(deps);
    throw mismatch();
  }
  if (credentials.disabled_at) {
    // Said only to someone who knows the password, so it tells a stranger nothing (docs/admin.md).
    await recordSecurityEvent(deps, { type: 'login_failed', userId: credentials.id, ...attempt, detail: { reason: 'account disabled' } });
    throw AppError.forbidden(disabledMessage);
  }
  await counted.giveBack();
  if (needsRehash(credentials.password_hash, deps.config.passwordHashing)) {
    await updatePasswordHash(deps.db, credentials.id, await hashPassword(input.password, deps.config.passwordHashing));
  }
  const grant = await startSession(deps, credentials.id, input.previousToken, { address: input.address, userAgent: input.userAgent });
  let user = await findSessionUser(deps.db, credentials.id);
  if (!user) throw mismatch();
  // An account that never chose reads what it logged in from, emails included (docs/languages.md).
  if (!user.language && input.askedLanguage) {
    await updateLanguage(deps.db, user.id, input.askedLanguage, { ifUnset: true });
    user = { ...user, language: input.askedLanguage };
  }
  await recordSecurityEvent(deps, { type: 'login_succeeded', userId: user.id, ...attempt });
  return { user, grant };
}
