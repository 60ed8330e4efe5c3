import { VERIFICATION_CODE_MINUTES, VERIFICATION_CODE_TRIES } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';
import { secondsUntil } from '../rate-limits';
import { phoneKey, samePhone } from './phone-numbers';
import { accountMessages as m } from './account-messages';
import type { ErrorText } from '../../http/error-messages/localized';

/** Another code only this long after the last (and a few an hour per user: the `phoneCode` limits). */
export const PHONE_CODE_RESEND_SECONDS = 60;
const MINUTE_MS = 60_000;

export interface PhoneState {
  phone: string | null;
  phoneVerified: boolean;
}

export interface OpenCode {
  phone: string;
  attempts: number;
  expiresAt: Date;
  resendAfter: Date;
}

/** When a code sent now stops working, and when another may be asked for. */
export function codeTimes(now: Date): { expiresAt: Date; resendAfter: Date } {
  return { expiresAt: new Date(now.getTime() + VERIFICATION_CODE_MINUTES * MINUTE_MS), resendAfter: new Date(now.getTime() + PHONE_CODE_RESEND_SECONDS * 1000) };
}

/** A code's hash is salted with its account and number: it proves that number for that account only. */
export function codeSalt(userId: string, phone: string): string {
  return `phone:${userId}:${phoneKey(phone)}`;
}

/** Why no code is texted now, or null: there must be a phone, not yet verified, and the last code a minute old. */
export function sendRefusal(account: PhoneState, open: OpenCode | undefined, now: Date): AppError | null {
  if (!account.phone) return AppError.validation({ phone: [m.addPhoneFirst] }, m.noPhone);
  if (account.phoneVerified) return AppError.validation({ phone: [m.phoneAlreadyVerifiedField] }, m.phoneAlreadyVerified);
  if (open && samePhone(open.phone, account.phone) && open.resendAfter.getTime() > now.getTime()) {
    return AppError.tooManyRequests(secondsUntil(open.resendAfter, now));
  }
  return null;
}

/** Why a typed code cannot be checked at all (before a try is used), or null. */
export function verifyRefusal(account: PhoneState, open: OpenCode | undefined, now: Date): AppError | null {
  const refuse = (message: ErrorText) => AppError.validation({ code: [message] }, message);
  if (!open) return refuse(account.phoneVerified ? m.yourPhoneAlreadyVerified : m.askForCodeFirst);
  if (!account.phone || !samePhone(open.phone, account.phone)) return refuse(m.codeForAnotherNumber);
  if (open.expiresAt.getTime() <= now.getTime()) return refuse(m.codeExpired);
  if (open.attempts >= VERIFICATION_CODE_TRIES) return refuse(m.tooManyWrongCodes);
  return null;
}

/** A wrong code, saying how many tries are left. */
export function wrongCode(attempts: number): AppError {
  const left = Math.max(0, VERIFICATION_CODE_TRIES - attempts);
  const message = left === 0 ? m.codeWrongLastTry : { ...m.codeWrong, values: { left } };
  return AppError.validation({ code: [message] }, message);
}
