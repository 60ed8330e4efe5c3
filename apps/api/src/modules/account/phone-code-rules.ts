import { VERIFICATION_CODE_MINUTES, VERIFICATION_CODE_TRIES } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';
import { secondsUntil } from '../rate-limits';
import { phoneKey, samePhone } from './phone-numbers';

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
  if (!account.phone) return AppError.validation({ phone: ['Add your phone number first, then ask for a code'] }, 'There is no phone number on your account.');
  if (account.phoneVerified) return AppError.validation({ phone: ['This phone number is already verified'] }, 'Your phone number is already verified.');
  if (open && samePhone(open.phone, account.phone) && open.resendAfter.getTime() > now.getTime()) {
    return AppError.tooManyRequests(secondsUntil(open.resendAfter, now));
  }
  return null;
}

/** Why a typed code cannot be checked at all (before a try is used), or null. */
export function verifyRefusal(account: PhoneState, open: OpenCode | undefined, now: Date): AppError | null {
  const refuse = (message: string) => AppError.validation({ code: [message] }, message);
  if (!open) return refuse(account.phoneVerified ? 'Your phone number is already verified' : 'Ask for a code first');
  if (!account.phone || !samePhone(open.phone, account.phone)) return refuse('This code was sent to another number. Ask for a new one');
  if (open.expiresAt.getTime() <= now.getTime()) return refuse('This code has expired. Ask for a new one');
  if (open.attempts >= VERIFICATION_CODE_TRIES) return refuse('Too many wrong codes. Ask for a new one');
  return null;
}

/** A wrong code, saying how many tries are left. */
export function wrongCode(attempts: number): AppError {
  const left = Math.max(0, VERIFICATION_CODE_TRIES - attempts);
  const message = left === 0 ? 'That code is not right, and it was the last try. Ask for a new code' : `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left`;
  return AppError.validation({ code: [message] }, message);
}
