import { type Account, VERIFICATION_CODE_TRIES } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { codeMatches } from '../auth';
import { recordSecurityEvent } from '../security-events';
import { getAccount, loadAccount } from './account-view';
import { markPhoneVerified } from './account.repository';
import { codeSalt, verifyRefusal, wrongCode } from './phone-code-rules';
import { deletePhoneCode, findPhoneCode, takeCodeTry } from './phone-codes.repository';

/**
 * Checks a code texted to the account's phone: it must be the latest code, for the number the
 * account has now, not expired, with tries left (each check uses one). Right: the phone is
 * verified, text messages may go to it, and the code is gone.
 */
export async function verifyPhone(deps: Deps, caller: { userId: string; address: string }, code: string): Promise<Account> {
  const account = await loadAccount(deps, caller.userId);
  const state = { phone: account.phone, phoneVerified: account.phone_verified_at !== null };
  const open = await findPhoneCode(deps.db, account.id);
  const now = deps.now();
  const refusal = verifyRefusal(state, open && { ...open, expiresAt: open.expires_at, resendAfter: open.resend_after }, now);
  if (refusal) throw refusal;
  const tried = await takeCodeTry(deps.db, account.id, VERIFICATION_CODE_TRIES);
  if (!tried) throw wrongCode(VERIFICATION_CODE_TRIES);
  if (!codeMatches(codeSalt(account.id, tried.phone), code, tried.code_hash)) throw wrongCode(tried.attempts);
  await deps.db.transaction().execute(async (trx) => {
    await markPhoneVerified(trx, account.id, now);
    await deletePhoneCode(trx, account.id);
    await recordSecurityEvent({ db: trx, now: deps.now }, { type: 'phone_verified', userId: account.id, address: caller.address });
  });
  return getAccount(deps, account.id);
}
