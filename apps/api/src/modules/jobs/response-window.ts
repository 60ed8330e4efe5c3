import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, MarketRow } from '../../db/schema';

const MINUTE_MS = 60_000;

/**
 * When a request stops waiting for its provider (docs/product.md §5): the market's response window after it
 * was placed (or assigned), never later than the start less the minimum notice — and never
 * before it was placed (a job booked inside the notice goes straight back to the market).
 */
export function respondByFor(market: Pick<MarketRow, 'response_window_minutes' | 'min_notice_minutes'>, placedAt: Date, start: Date): Date {
  const windowEnd = placedAt.getTime() + market.response_window_minutes * MINUTE_MS;
  const latest = start.getTime() - market.min_notice_minutes * MINUTE_MS;
  return new Date(Math.max(placedAt.getTime(), Math.min(windowEnd, latest)));
}

/**
 * When a job a manager has just assigned stops waiting for its provider: the market's window,
 * but never later than the start. The minimum notice is for customers booking; a manager filling
 * a gap an hour before the visit has usually phoned the provider, who may still accept until the
 * start (or the manager accepts on their behalf). A job whose start has passed gets no window.
 */
export function respondByForAssignment(market: Pick<MarketRow, 'response_window_minutes'>, assignedAt: Date, start: Date): Date {
  const windowEnd = assignedAt.getTime() + market.response_window_minutes * MINUTE_MS;
  return new Date(Math.max(assignedAt.getTime(), Math.min(windowEnd, start.getTime())));
}

/**
 * Queues the request's expiry inside `trx`: if the booking rolls back, so does its expiry. Due
 * when the window ends by the app's clock, sent as a wait (whole seconds, rounded up) because
 * the queue goes by the database's clock.
 */
export async function scheduleRequestExpiry(deps: Pick<Deps, 'queue' | 'now'>, trx: Kysely<Database>, jobId: string, respondBy: Date): Promise<void> {
  const delaySeconds = Math.max(0, Math.ceil((respondBy.getTime() - deps.now().getTime()) / 1000));
  await deps.queue.send(trx, 'job-request-expiry', { jobId }, { delaySeconds });
}
