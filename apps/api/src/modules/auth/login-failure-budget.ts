import type { Deps } from '../../deps';
import { countLoginFailure } from '../rate-limits';

/**
 * The site-wide budget of failed logins (docs/security.md, "Logins under load"): `perMinute`
 * failures across every account and address; past it, each further failure of that minute is
 * answered `delayMs` later. A credential-stuffing run from many addresses gets through a
 * fraction of its list; a person who types the right password is never slowed, and nobody is
 * refused.
 */
export interface LoginFailureBudget {
  perMinute: number;
  delayMs: number;
}

/** The wait before answering a failed login, given the failures counted in its minute. */
export function failedLoginDelayMs(budget: LoginFailureBudget, failuresThisMinute: number): number {
  return failuresThisMinute > budget.perMinute ? budget.delayMs : 0;
}

/** Counts a failed login against the budget, and waits before it is answered once the budget is spent. */
export async function spendLoginFailure(deps: Deps): Promise<void> {
  const now = deps.now().getTime();
  const failures = await countLoginFailure(deps.db, new Date(now - (now % 60_000)));
  const delayMs = failedLoginDelayMs(deps.config.loginFailureBudget, failures);
  if (delayMs > 0) await deps.pause(delayMs);
}
