import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import { findPasswordHash, verifyPassword } from '../../auth';
import type { AuthContext } from '../../access';
import { countAttempt } from '../../rate-limits';
import { recordSecurityEvent } from '../../security-events';
import { accountMessages as m } from '../account-messages';

/**
 * The account's password, typed again before something that cannot be undone. Wrong ones count
 * with a password change's (per session, `passwordChangePerSession`): a stolen session cannot
 * be used to guess the password here either.
 */
export async function confirmPassword(deps: Deps, auth: AuthContext, password: string, address: string): Promise<void> {
  const caller = { address, userId: auth.user.id, email: auth.user.email };
  const counted = await countAttempt(deps, [{ name: 'passwordChangePerSession', key: auth.sessionId }], caller);
  const stored = await findPasswordHash(deps.db, auth.user.id);
  if (!stored || !(await verifyPassword(password, stored))) {
    await recordSecurityEvent(deps, { type: 'login_failed', ...caller, detail: { reason: 'wrong password to delete the account' } });
    throw AppError.validation({ currentPassword: [m.notYourPasswordField] }, m.passwordWrong);
  }
  await counted.giveBack();
}
