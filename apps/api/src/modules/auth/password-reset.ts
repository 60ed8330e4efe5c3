import type { LanguageCode } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { queueAccountMessage } from '../notifications';
import { recordSecurityEvent } from '../security-events';
import { fieldProblem } from './check-code';
import { hashLinkToken, newLinkToken } from './one-time-secrets';
import { hashPassword } from './password-hash';
import { assertStrongPassword } from './password-policy';
import { endOpenResets, findPasswordReset, insertPasswordReset, markResetUsed } from './password-resets.repository';
import { deleteUserSessions } from './sessions.repository';
import { findAccountByEmail, updatePasswordHash } from './users.repository';
import { judgeLink, linkMessages } from './verification-rules';

export const RESET_LINK_MINUTES = 60;

/**
 * Emails a reset link to a real (not deleted) account; for any other email nothing happens, and
 * the answer (204) is the same. Earlier links stay valid until they expire or one is used.
 */
export async function requestPasswordReset(deps: Deps, input: { email: string; address: string; language?: LanguageCode | null }): Promise<void> {
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account || account.deleted_at) return;
  const now = deps.now();
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  await deps.db.transaction().execute(async (trx) => {
    await insertPasswordReset(trx, { tokenHash, userId: account.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) });
    await queueAccountMessage(deps, trx, {
      userId: account.id,
      channel: 'email',
      to: account.email,
      template: 'password_reset',
      recipientName: account.name,
      secret: token,
      validMinutes: RESET_LINK_MINUTES,
      key: `password-reset:${tokenHash.slice(0, 16)}`,
      // The account's language first; else what the page asking reads.
      language: input.language ?? null,
    });
    await recordSecurityEvent({ ...deps, db: trx }, { type: 'password_reset_requested', userId: account.id, email: account.email, address: input.address });
  });
}

/**
 * A new password through a reset link: single use, within the hour, as strong as a sign-up's
 * (the person's name and email count as guessable). Every session of the account ends and every
 * other reset link with them; the account's email is told. It does not log in.
 */
export async function confirmPasswordReset(deps: Deps, input: { token: string; password: string; address: string }): Promise<void> {
  const tokenHash = hashLinkToken(input.token);
  const reset = await findPasswordReset(deps.db, tokenHash);
  const live = reset && !reset.deleted_at ? reset : undefined;
  const problem = judgeLink(live && { usedAt: live.used_at, expiresAt: live.expires_at }, deps.now());
  if (!live || problem) throw fieldProblem('token', problem ?? linkMessages.unknown);
  assertStrongPassword('password', input.password, { email: live.email, name: live.name });
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashing);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markResetUsed(trx, tokenHash, now))) throw fieldProblem('token', linkMessages.used);
    await updatePasswordHash(trx, live.user_id, passwordHash);
    await endOpenResets(trx, live.user_id, now);
    await deleteUserSessions(trx, live.user_id);
    await queueAccountMessage(deps, trx, { userId: live.user_id, channel: 'email', to: live.email, template: 'password_changed', recipientName: live.name, key: `password-changed:${tokenHash.slice(0, 16)}` });
    await recordSecurityEvent({ ...deps, db: trx }, { type: 'password_reset', userId: live.user_id, email: live.email, address: input.address });
  });
}
