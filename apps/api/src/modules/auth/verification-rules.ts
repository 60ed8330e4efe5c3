import { VERIFICATION_CODE_MINUTES, VERIFICATION_CODE_TRIES } from '@marketplace/contracts';
import type { ErrorText } from '../../http/error-messages/localized';
import { authMessages as m } from './auth-messages';
import { hashCode, hashLinkToken, newCode, newLinkToken } from './one-time-secrets';

/**
 * The rules of a code and link that prove an email (docs/accounts.md): valid 15 minutes, 5
 * tries per code, a new one at most every minute. Pure, so they are tested without a database.
 */
export const VERIFICATION_MINUTES = VERIFICATION_CODE_MINUTES;
export const CODE_VALID_MS = VERIFICATION_MINUTES * 60_000;
export const RESEND_AFTER_MS = 60_000;

export interface CodeWindow {
  expiresAt: Date;
  resendAfter: Date;
}

export function codeWindow(now: Date): CodeWindow {
  return { expiresAt: new Date(now.getTime() + CODE_VALID_MS), resendAfter: new Date(now.getTime() + RESEND_AFTER_MS) };
}

/** The answer to "send me a code", the same for every email (pendingVerificationSchema). */
export function pendingAnswer(email: string, window: CodeWindow) {
  return { sentTo: email, expiresAt: window.expiresAt.toISOString(), resendAfter: window.resendAfter.toISOString() };
}

/**
 * A new code and link token, and what is stored of them. The code's hash is salted with the
 * token's hash, which is new with every code, so two rows with the same code differ.
 */
export function freshSecrets() {
  const code = newCode();
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  return { code, token, tokenHash, codeHash: hashCode(tokenHash, code) };
}

export const linkMessages = { unknown: m.linkUnknown, used: m.linkUsed, expired: m.linkExpired } as const;

export const codeMessages = { expired: m.codeExpired, usedUp: m.codeUsedUp } as const;

export type FreshSecrets = ReturnType<typeof freshSecrets>;

/** A new code and link, what is stored of them, and how long they work. */
export function issueCode(now: Date) {
  const secrets = freshSecrets();
  return { secrets, stored: { codeHash: secrets.codeHash, tokenHash: secrets.tokenHash, createdAt: now, ...codeWindow(now) } };
}

/** What is wrong with a code, or null when it is right and may be used. `tries` counts this one. */
export function judgeCode(input: { tries: number; expiresAt: Date; now: Date; matches: boolean }): ErrorText | null {
  if (input.now.getTime() >= input.expiresAt.getTime()) return codeMessages.expired;
  if (input.tries > VERIFICATION_CODE_TRIES) return codeMessages.usedUp;
  if (input.matches) return null;
  const left = VERIFICATION_CODE_TRIES - input.tries;
  if (left === 0) return m.codeWrongLastTry;
  return { ...m.codeWrong, values: { left } };
}

/** What is wrong with a link's row (none found, used, expired), or null when it may be used. */
export function judgeLink(row: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date): ErrorText | null {
  if (!row) return linkMessages.unknown;
  if (row.usedAt) return linkMessages.used;
  if (now.getTime() >= row.expiresAt.getTime()) return linkMessages.expired;
  return null;
}
