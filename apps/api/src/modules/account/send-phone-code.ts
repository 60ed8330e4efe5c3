import { randomUUID } from 'node:crypto';
import { type PendingVerification, VERIFICATION_CODE_MINUTES } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { hashCode, newCode } from '../auth/one-time-secrets';
import { queueAccountMessage } from '../notifications/account-messages';
import type { AccountRow } from './account.repository';
import { loadAccount } from './account-view';
import { codeSalt, codeTimes, sendRefusal } from './phone-code-rules';
import { findPhoneCode, savePhoneCode } from './phone-codes.repository';

/** A code may be sent now (a phone, not verified, the last one over a minute ago): the account, and when. */
export interface PhoneCodeTurn {
  account: AccountRow;
  now: Date;
}

/** Whether a code may be sent now (400 or 429 with the reason otherwise): before the request is counted against the limit. */
export async function admitPhoneCode(deps: Deps, userId: string): Promise<PhoneCodeTurn> {
  const account = await loadAccount(deps, userId);
  const phoneVerified = account.phone_verified_at !== null;
  const open = await findPhoneCode(deps.db, userId);
  const now = deps.now();
  const refusal = sendRefusal({ phone: account.phone, phoneVerified }, open && { ...open, expiresAt: open.expires_at, resendAfter: open.resend_after }, now);
  if (refusal) throw refusal;
  return { account, now };
}

/**
 * Texts a 6-digit code to the account's phone (docs/account-page.md): valid 15 minutes and for
 * 5 tries, another one after a minute, a few an hour (the endpoint's rate limit). Only the
 * code's hash is kept; the outbox forgets the code once the text message is delivered.
 */
export async function sendPhoneCode(deps: Deps, { account, now }: PhoneCodeTurn): Promise<PendingVerification> {
  const phone = account.phone!;
  const code = newCode();
  const { expiresAt, resendAfter } = codeTimes(now);
  await deps.db.transaction().execute(async (trx) => {
    await savePhoneCode(trx, { user_id: account.id, phone, code_hash: hashCode(codeSalt(account.id, phone), code), created_at: now, expires_at: expiresAt, resend_after: resendAfter });
    await queueAccountMessage(deps, trx, {
      userId: account.id,
      channel: 'sms',
      to: phone,
      template: 'phone_code',
      recipientName: account.name,
      code,
      validMinutes: VERIFICATION_CODE_MINUTES,
      key: `phone-code:${randomUUID()}`,
    });
  });
  return { sentTo: phone, expiresAt: expiresAt.toISOString(), resendAfter: resendAfter.toISOString() };
}
