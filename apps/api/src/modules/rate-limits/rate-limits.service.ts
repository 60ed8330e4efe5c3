import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { recordSecurityEvent } from '../security-events';
import { type RateLimitName, secondsUntil } from './rate-limit-rules';
import { countHits, deleteExpiredHits, type Hit, uncountHits } from './rate-limits.repository';

/** Who is asking, for the keys and for the security log. */
export interface Caller {
  address: string;
  userId?: string | null;
  email?: string | null;
}

/** One limit to apply: a configured rule by name, or the login slowdown's count-only rule. */
export type LimitCheck = { name: RateLimitName; key: string } | { name: 'loginSlowdown'; key: string };

/** The attempt was counted under every check; `counts` are the totals, this one included. */
export interface CountedAttempt {
  counts: number[];
  /** Un-counts the attempt (a login that turned out right). */
  giveBack(): Promise<void>;
}

/**
 * Waits for the check an attempt was counted for. When the check could not run at all (it
 * threw: the password hashing gate was full, 503), nothing was tried, so the attempt is given back.
 */
export async function checkCounted<T>(counted: CountedAttempt, check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    await counted.giveBack();
    throw error;
  }
}

const PRUNE_EVERY_MS = 60_000;
const nextPrune = new WeakMap<object, number>();

/** Expired rows are deleted at most once a minute per process and database. */
async function pruneNowAndThen(deps: Deps, now: Date): Promise<void> {
  if ((nextPrune.get(deps.db) ?? 0) > now.getTime()) return;
  nextPrune.set(deps.db, now.getTime() + PRUNE_EVERY_MS);
  await deleteExpiredHits(deps.db, now);
}

function toHit(deps: Deps, check: LimitCheck): Hit {
  if (check.name === 'loginSlowdown') return { rule: check.name, key: check.key, limit: null, windowSeconds: deps.config.loginSlowdown.windowSeconds };
  const rule = deps.config.rateLimits[check.name];
  return { rule: check.name, key: check.key, limit: rule.limit, windowSeconds: rule.windowSeconds };
}

/**
 * Counts one attempt under every check before any work is done, atomically: either all count
 * it or one refuses and none does. A refusal is a 429 with Retry-After; the first refusal of a
 * key inside a window is written to the security log (not every one, so a flood of refused
 * requests cannot flood the log).
 */
export async function countAttempt(deps: Deps, checks: LimitCheck[], caller: Caller): Promise<CountedAttempt> {
  const now = deps.now();
  await pruneNowAndThen(deps, now);
  const outcome = await countHits(deps.db, checks.map((check) => toHit(deps, check)), now);
  if (!outcome.allowed) {
    const retryAfterSeconds = secondsUntil(outcome.opensAt, now);
    if (outcome.firstRefusal) {
      await recordSecurityEvent(deps, { type: 'rate_limited', userId: caller.userId, email: caller.email, address: caller.address, detail: { limit: outcome.rule, retryAfterSeconds } });
    }
    throw AppError.tooManyRequests(retryAfterSeconds);
  }
  return { counts: outcome.counts, giveBack: () => uncountHits(deps.db, outcome.ids) };
}
