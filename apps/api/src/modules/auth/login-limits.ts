import type { Deps } from '../../deps';
import { addressKey } from '../security-events';
import { countAttempt, type CountedAttempt, loginDelayMs } from '../rate-limits';

/** Whose attempts count: the account (by email, known or not) and the client address. */
export interface LoginAttempt {
  email: string;
  address: string;
}

/**
 * Counts a login attempt BEFORE its password is checked (see apps/api/README.md, "Login rate
 * limits"): per account and address (strict: 429), per address across accounts (429), and per
 * account from anywhere, which only slows the attempt down, so no stranger can lock the owner
 * out. The caller gives the attempt back when the password was right: only failures stay counted.
 */
export async function admitLoginAttempt(deps: Deps, attempt: LoginAttempt): Promise<CountedAttempt> {
  const address = addressKey(attempt.address);
  const counted = await countAttempt(
    deps,
    [
      { name: 'loginPerAccountAndAddress', key: `${attempt.email} ${address}` },
      { name: 'loginPerAddress', key: address },
      { name: 'loginSlowdown', key: attempt.email },
    ],
    attempt,
  );
  const delayMs = loginDelayMs(deps.config.loginSlowdown, counted.counts[2] ?? 0);
  if (delayMs > 0) await deps.pause(delayMs);
  return counted;
}
