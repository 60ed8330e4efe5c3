import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Codes and link tokens that prove an email or phone (docs/accounts.md). The database keeps
 * only hashes: a token is 256 random bits, so its SHA-256 cannot be reversed; a code is only
 * 6 digits, so its hash (salted with the row it belongs to) mostly keeps it out of plain sight —
 * what protects a code is that it lives 15 minutes and allows 5 tries.
 */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Constant-time: how long a wrong code takes says nothing about how close it was. */
export function codeMatches(salt: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(salt, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
