import type { PendingVerification } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { AuthContext } from '../access';
import { fieldProblem, findAccountByEmail, findPasswordHash, issueCode, pendingAnswer, VERIFICATION_MINUTES, verifyPassword } from '../auth';
import { queueAccountMessage } from '../notifications';
import { countAttempt } from '../rate-limits';
import { recordSecurityEvent } from '../security-events';
import { upsertEmailChange } from './email-change.repository';
import { accountMessages as m } from './account-messages';

/**
 * Checks the current password like a password change does: wrong ones are counted per session
 * (the same limit), so a stolen session cannot guess it, and each is logged as a failed login.
 */
async function assertCurrentPassword(deps: Deps, auth: AuthContext, password: string, address: string): Promise<void> {
  const caller = { address, userId: auth.user.id, email: auth.user.email };
  const counted = await countAttempt(deps, [{ name: 'passwordChangePerSession', key: auth.sessionId }], caller);
  const stored = await findPasswordHash(deps.db, auth.user.id);
  if (!stored || !(await verifyPassword(password, stored))) {
    await recordSecurityEvent(deps, { type: 'login_failed', ...caller, detail: { reason: 'wrong current password' } });
    throw fieldProblem('currentPassword', m.notCurrentPassword);
  }
  await counted.giveBack();
}

/**
 * Whether the change may go on: a new address, and the current password right. Only then is
 * it counted against the endpoint's limit on codes sent (wrong passwords have their own).
 */
export async function admitEmailChange(deps: Deps, auth: AuthContext, input: { email: string; currentPassword: string; address: string }): Promise<void> {
  if (input.email === auth.user.email.toLowerCase()) throw fieldProblem('email', m.alreadyYourEmail);
  await assertCurrentPassword(deps, auth, input.currentPassword, input.address);
}

/**
 * A new address for the account (docs/accounts.md), once admitted: a code and a link go to it; the account
 * keeps its email until one is used. An address another account has gets the same answer and
 * a row like any other, but nothing is sent to it: the answer and the account page (pendingEmail)
 * must not tell whose address is whose, and the owner of that address did not ask for mail.
 */
export async function requestEmailChange(deps: Deps, auth: AuthContext, input: { email: string; address: string }): Promise<PendingVerification> {
  const taken = await findAccountByEmail(deps.db, input.email);
  const now = deps.now();
  const { secrets, stored } = issueCode(now);
  await deps.db.transaction().execute(async (trx) => {
    const id = await upsertEmailChange(trx, { userId: auth.user.id, email: input.email }, stored);
    if (!taken) {
      await queueAccountMessage(deps, trx, {
        userId: auth.user.id,
        channel: 'email',
        to: input.email,
        template: 'email_change_code',
        recipientName: auth.user.name,
        code: secrets.code,
        secret: secrets.token,
        validMinutes: VERIFICATION_MINUTES,
        key: `email-change:${id}:${secrets.tokenHash.slice(0, 16)}`,
      });
    }
    const event = { type: 'email_change_requested' as const, userId: auth.user.id, email: auth.user.email, address: input.address, detail: { newEmail: input.email } };
    await recordSecurityEvent({ ...deps, db: trx }, event);
  });
  return pendingAnswer(input.email, stored);
}
