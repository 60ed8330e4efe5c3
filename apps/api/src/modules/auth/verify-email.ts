import type { LanguageCode, SessionUser, VerifyEmailRequest } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { applyEmailChange } from './apply-email-change';
import { checkCode, fieldProblem } from './check-code';
import { completeSignup } from './complete-signup';
import { findByTokenHash, findOpenSignup } from './email-verifications.repository';
import { hashLinkToken } from './one-time-secrets';
import type { SessionGrant, SessionOrigin } from './sessions.service';
import { judgeLink, linkMessages } from './verification-rules';
import { authMessages as m } from './auth-messages';

type Verified = { purpose: 'signup'; user: SessionUser; grant: SessionGrant } | { purpose: 'email_change'; user: null; grant: null };

/** Said for an email without an open sign-up, whether or not it has an account (nothing to learn from it). */
export const NO_CODE_WAITING = m.noCodeWaiting;

/**
 * A code typed for an email, or a link's token (docs/accounts.md). A sign-up's makes the account
 * and logs it in; an email change's link confirms the new address, whoever's browser opens it,
 * without starting a session.
 */
export async function verifyEmail(deps: Deps, body: VerifyEmailRequest, origin: SessionOrigin & { previousToken: string | undefined; askedLanguage: LanguageCode | null }): Promise<Verified> {
  if ('token' in body) {
    const row = await findByTokenHash(deps.db, hashLinkToken(body.token));
    const problem = judgeLink(row && { usedAt: row.used_at, expiresAt: row.expires_at }, deps.now());
    if (!row || problem) throw fieldProblem('token', problem ?? linkMessages.unknown);
    if (row.purpose === 'email_change') {
      await applyEmailChange(deps, row, { address: origin.address, field: 'token' });
      return { purpose: 'email_change', user: null, grant: null };
    }
    return { purpose: 'signup', ...(await completeSignup(deps, row, origin, 'link')) };
  }
  const row = await findOpenSignup(deps.db, body.email);
  if (!row) throw fieldProblem('code', NO_CODE_WAITING);
  await checkCode(deps, row, body.code);
  return { purpose: 'signup', ...(await completeSignup(deps, row, origin, 'code')) };
}
