import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { clearFailures, recentFailureTimes, recordFailures } from './login-failures.repository';

/** Whose failed attempts count: the account (by email, known or not) and the client address. */
export interface LoginAttempt {
  email: string;
  address: string;
}

/**
 * Seconds until one more attempt is allowed, or 0. With `limit` failures in the window, the
 * next attempt opens when the oldest of the last `limit` falls out of it.
 */
export function retryAfterSeconds(failures: Date[], limit: number, windowMs: number, now: Date): number {
  if (failures.length < limit) return 0;
  const opening = failures[failures.length - limit]!.getTime() + windowMs;
  return Math.max(1, Math.ceil((opening - now.getTime()) / 1000));
}

function windowMs(deps: Deps): number {
  return deps.config.loginLimits.windowMinutes * 60 * 1000;
}

/** Refuses (429) before any password work when the account or the address failed too often. */
export async function assertLoginAllowed(deps: Deps, attempt: LoginAttempt): Promise<void> {
  const now = new Date();
  const since = new Date(now.getTime() - windowMs(deps));
  const { maxFailuresPerAccount, maxFailuresPerAddress } = deps.config.loginLimits;
  const [account, address] = await Promise.all([
    recentFailureTimes(deps.db, 'account', attempt.email, since),
    recentFailureTimes(deps.db, 'address', attempt.address, since),
  ]);
  const wait = Math.max(
    retryAfterSeconds(account, maxFailuresPerAccount, windowMs(deps), now),
    retryAfterSeconds(address, maxFailuresPerAddress, windowMs(deps), now),
  );
  if (wait > 0) throw AppError.tooManyRequests(wait);
}

export async function recordLoginFailure(deps: Deps, attempt: LoginAttempt): Promise<void> {
  const before = new Date(Date.now() - windowMs(deps));
  await recordFailures(
    deps.db,
    [
      { scope: 'account', key: attempt.email },
      { scope: 'address', key: attempt.address },
    ],
    before,
  );
}

/** A successful login forgives the account's earlier failures (not the address's). */
export async function resetAccountFailures(deps: Deps, email: string): Promise<void> {
  await clearFailures(deps.db, 'account', email);
}
