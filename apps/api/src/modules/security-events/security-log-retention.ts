import type { Deps } from '../../deps';
import type { RunningQueue } from '../queue';
import { deleteSecurityEventsBefore } from './security-events.repository';

/** How long the security log is kept: a year, and a month to compare a year ago with. */
export const SECURITY_LOG_MONTHS = 13;

/** `months` calendar months before `at`, on the last day of a shorter month as PostgreSQL counts (31 March − 1 month = 28/29 February). */
export function monthsBefore(at: Date, months: number): Date {
  const day = at.getUTCDate();
  const result = new Date(at);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Deletes the security log's rows older than 13 months (by the app's clock, and by the
 * database's, whose trigger refuses anything younger), a batch at a time so no statement holds
 * the table long. Answers how many went.
 */
export async function removeExpiredSecurityEvents(deps: Pick<Deps, 'db' | 'now'>, options = { batchSize: 5_000 }): Promise<number> {
  const before = monthsBefore(deps.now(), SECURITY_LOG_MONTHS);
  let removed = 0;
  for (;;) {
    const batch = await deleteSecurityEventsBefore(deps.db, before, options.batchSize);
    removed += batch;
    if (batch < options.batchSize) return removed;
  }
}

/** Every night at 03:17 UTC (off the hour, away from the payouts' Monday 06:00). */
export async function startSecurityLogWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('security-log-retention', async () => {
    await removeExpiredSecurityEvents(deps);
  });
  await queue.every('security-log-retention', '17 3 * * *');
}
