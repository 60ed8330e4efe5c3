import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { fieldProblem, USED_CODE } from './check-code';
import { markUsed, type VerificationRow } from './email-verifications.repository';
import { endOpenResets } from './password-resets.repository';
import { findContact, setVerifiedEmail } from './users.repository';
import { linkMessages } from './verification-rules';
import { queueAccountMessage } from '../notifications';
import { recordSecurityEvent } from '../security-events';
import { authMessages as m } from './auth-messages';

export const EMAIL_TAKEN = m.emailTaken;

/**
 * A proven new address becomes the account's email (docs/accounts.md): verified now, the old
 * address told (in case it was not its owner's doing), reset links sent to the old address
 * ended. Sessions stay: whoever asked knew the password and now proved the new inbox. Another
 * account that took the address meanwhile makes it a 409 (the unique index decides).
 */
export async function applyEmailChange(deps: Deps, row: VerificationRow, context: { address: string; field: 'code' | 'token' }): Promise<void> {
  const now = deps.now();
  const userId = row.user_id!;
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await markUsed(trx, row.id, now))) throw context.field === 'code' ? fieldProblem('code', USED_CODE) : fieldProblem('token', linkMessages.used);
      const previous = await findContact(trx, userId);
      if (!previous) throw fieldProblem(context.field, linkMessages.unknown);
      await setVerifiedEmail(trx, userId, row.email, now);
      await endOpenResets(trx, userId, now);
      await queueAccountMessage(deps, trx, { userId, channel: 'email', to: previous.email, template: 'email_changed', recipientName: previous.name, newEmail: row.email, key: `email-changed:${row.id}` });
      await recordSecurityEvent({ ...deps, db: trx }, { type: 'email_changed', userId, email: row.email, address: context.address, detail: { previousEmail: previous.email } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(EMAIL_TAKEN, { [context.field]: [EMAIL_TAKEN] });
    throw error;
  }
}
