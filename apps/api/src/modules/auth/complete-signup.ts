import type { LanguageCode, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { recordSecurityEvent } from '../security-events';
import { fieldProblem, USED_CODE } from './check-code';
import { recordSignupConsents } from './consents.repository';
import { markUsed, type VerificationRow } from './email-verifications.repository';
import { type SessionGrant, type SessionOrigin, startSession } from './sessions.service';
import { findSessionUser, insertUser } from './users.repository';
import { linkMessages } from './verification-rules';
import { authMessages as m } from './auth-messages';

/**
 * The account a proven sign-up was waiting for: a customer with a verified email (the phone is
 * not verified yet), the terms and privacy policy agreed to, logged in, reading the language the
 * page it verified from asks for (docs/languages.md; null when none the site has). One transaction marks
 * the row used and makes the user, so two verifications at once make one account; an email
 * that got an account meanwhile is a 409.
 */
export async function completeSignup(
  deps: Deps,
  row: VerificationRow,
  origin: SessionOrigin & { previousToken: string | undefined; askedLanguage: LanguageCode | null },
  verifiedBy: 'code' | 'link',
): Promise<{ user: SessionUser; grant: SessionGrant }> {
  const now = deps.now();
  const userId = await deps.db.transaction().execute(async (trx) => {
    if (!(await markUsed(trx, row.id, now))) throw verifiedBy === 'code' ? fieldProblem('code', USED_CODE) : fieldProblem('token', linkMessages.used);
    const id = await insertUser(trx, { email: row.email, name: row.name ?? '', phone: row.phone, passwordHash: row.password_hash ?? '', roles: ['customer'], emailVerifiedAt: now, language: origin.askedLanguage });
    if (!id) throw AppError.conflict(m.accountExists, { email: [m.emailHasAccount] });
    await recordSignupConsents(trx, id, now);
    await recordSecurityEvent({ ...deps, db: trx }, { type: 'signup', userId: id, email: row.email, address: origin.address, detail: { verifiedBy } });
    return id;
  });
  const grant = await startSession(deps, userId, origin.previousToken, origin);
  const user = await findSessionUser(deps.db, userId);
  if (!user) throw new Error('The new account vanished before it could be read.');
  return { user, grant };
}
