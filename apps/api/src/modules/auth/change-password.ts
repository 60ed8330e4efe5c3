import type { ChangePasswordRequest } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hash';
import type { AuthContext } from './sessions.service';
import { deleteOtherSessions } from './sessions.repository';
import { findPasswordHash, updatePasswordHash } from './users.repository';

/**
 * Checks the current password (a wrong one counts as a failed login, so a stolen session cannot
 * be used to guess it), stores the new one, and ends every other session of the user.
 */
export async function changePassword(deps: Deps, auth: AuthContext, input: ChangePasswordRequest & { address: string }): Promise<void> {
  const attempt = { email: auth.user.email, address: input.address };
  await assertLoginAllowed(deps, attempt);
  const stored = await findPasswordHash(deps.db, auth.user.id);
  if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
    await recordLoginFailure(deps, attempt);
    throw AppError.validation({ currentPassword: ['This is not your current password'] }, 'Your current password is not correct.');
  }
  await updatePasswordHash(deps.db, auth.user.id, await hashPassword(input.newPassword, deps.config.passwordHashing));
  await deleteOtherSessions(deps.db, auth.user.id, auth.sessionId);
}
