import type { SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { recordSecurityEvent } from '../security-events/security-events.service';
import { hashPassword } from './password-hash';
import { assertStrongPassword } from './password-policy';
import { type SessionGrant, startSession } from './sessions.service';
import { findSessionUser, insertUser } from './users.repository';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  phone?: string | undefined;
  address: string;
  userAgent: string | undefined;
  previousToken: string | undefined;
}

/**
 * A new customer account, logged in at once. 400 for a guessable password (the name and email
 * count as guessable), 409 when the email already has an account.
 */
export async function signup(deps: Deps, input: SignupInput): Promise<{ user: SessionUser; grant: SessionGrant }> {
  assertStrongPassword('password', input.password, input);
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashing);
  const userId = await insertUser(deps.db, { email: input.email, name: input.name, phone: input.phone ?? null, passwordHash, roles: ['customer'], emailVerifiedAt: deps.now() });
  if (!userId) {
    throw AppError.conflict('An account with this email already exists. Log in instead.', { email: ['This email already has an account'] });
  }
  const grant = await startSession(deps, userId, input.previousToken, { address: input.address, userAgent: input.userAgent });
  const user = await findSessionUser(deps.db, userId);
  if (!user) throw new Error('The new account vanished before it could be read.');
  await recordSecurityEvent(deps, { type: 'signup', userId, email: user.email, address: input.address });
  return { user, grant };
}
