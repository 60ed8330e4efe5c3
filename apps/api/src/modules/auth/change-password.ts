import { randomUUID } from 'node:crypto';
import type { ChangePasswordRequest } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { queueAccountMessage } from '../notifications';
import { checkCounted, countAttempt } from '../rate-limits';
import { recordSecurityEvent } from '../security-events';
import { hashPassword, verifyPassword } from './password-hash';
import { assertStrongPassword } from './password-policy';
import { endOpenResets } from './password-resets.repository';
import { type AuthContext, type SessionGrant, startSession } from './sessions.service';
import { deleteOtherSessions } from './sessions.repository';
import { findPasswordHash, updatePasswordHash } from './users.repository';
import { authMessages as m } from './auth-messages';

export interface ChangePasswordInput extends ChangePasswordRequest {
  address: string;
  userAgent: string | undefined;
  /** The session cookie's token: that session is replaced by a new one. */
  previousToken: string | undefined;
}

/**
 * Checks the current password (wrong ones are limited per session, so a stolen session cannot
 * be used to guess it, and nobody else's failures can block the owner), stores the new one,
 * ends every other session of the user and every unused reset link, gives this browser a new
 * session id, and emails the account that its password changed.
 */
export async function changePassword(deps: Deps, auth: AuthContext, input: ChangePasswordInput): Promise<SessionGrant> {
  const { user } = auth;
  const caller = { address: input.address, userId: user.id, email: user.email };
  assertStrongPassword('newPassword', input.newPassword, user);
  const counted = await countAttempt(deps, [{ name: 'passwordChangePerSession', key: auth.sessionId }], caller);
  const stored = await findPasswordHash(deps.db, user.id);
  if (!stored || !(await checkCounted(counted, verifyPassword(input.currentPassword, stored)))) {
    await recordSecurityEvent(deps, { type: 'login_failed', ...caller, detail: { reason: 'wrong current password' } });
    throw AppError.validation({ currentPassword: [m.notCurrentPasswordField] }, m.currentPasswordWrong);
  }
  await counted.giveBack();
  const passwordHash = await hashPassword(input.newPassword, deps.config.passwordHashing);
  return deps.db.transaction().execute(async (db) => {
    await updatePasswordHash(db, user.id, passwordHash);
    await deleteOtherSessions(db, user.id, auth.sessionId);
    await endOpenResets(db, user.id, deps.now());
    const grant = await startSession({ ...deps, db }, user.id, input.previousToken, { address: input.address, userAgent: input.userAgent });
    await recordSecurityEvent({ ...deps, db }, { type: 'password_changed', ...caller });
    // Told by email too: if it was not the owner's doing, they learn it from their inbox.
    await queueAccountMessage(deps, db, { userId: user.id, channel: 'email', to: user.email, template: 'password_changed', recipientName: user.name, key: `password-changed:${randomUUID()}` });
    return grant;
  });
}
