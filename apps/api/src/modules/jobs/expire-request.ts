import type { Deps } from '../../deps';
import { timedOutReason } from '../../i18n/recorded-reasons';
import type { RunningQueue } from '../queue';
import { applyTransition } from './apply-transition';
import { findJobRow, listOverdueRequestIds } from './jobs.repository';
import { scheduleRequestExpiry } from './response-window';

export type ExpiryOutcome = 'expired' | 'answered' | 'not-due';

/** Recorded in English on the timeline, worded in the reader's language when read (i18n/recorded-reasons.ts). */
export const TIMEOUT_REASON = timedOutReason;

/**
 * A request whose response window has ended goes back to the market (docs/product.md §5): `unassigned`,
 * without a provider, recorded as done by the system. Safe to run twice or late: a job that was
 * answered, cancelled or reassigned meanwhile is left alone (the update is conditional), and one
 * whose deadline is still ahead (its clock or its assignment moved) is queued again for then.
 */
export async function expireRequest(deps: Deps, jobId: string): Promise<ExpiryOutcome> {
  const row = await findJobRow(deps.db, jobId);
  if (!row || row.status !== 'requested' || !row.respond_by) return 'answered';
  if (row.respond_by.getTime() > deps.now().getTime()) {
    const respondBy = row.respond_by;
    await deps.db.transaction().execute((trx) => scheduleRequestExpiry(deps, trx, row.id, respondBy));
    return 'not-due';
  }
  const expired = await applyTransition(deps, row, {
    action: 'timeout',
    actor: { userId: null, role: 'system', eventRole: 'system' },
    reason: TIMEOUT_REASON,
    changes: { provider_id: null },
  });
  return expired ? 'expired' : 'answered';
}

/** Every request past its deadline, whatever happened to its message (the minute's safety net). */
export async function expireOverdueRequests(deps: Deps): Promise<number> {
  let expired = 0;
  for (const jobId of await listOverdueRequestIds(deps.db, deps.now())) {
    if ((await expireRequest(deps, jobId)) === 'expired') expired += 1;
  }
  return expired;
}

/** The job lifecycle's background work, for a process that runs the queue's workers; the sweep also runs what the composition root added to it. */
export async function startJobWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('job-request-expiry', async ({ jobId }) => {
    await expireRequest(deps, jobId);
  });
  await queue.work('job-request-sweep', async () => {
    await expireOverdueRequests(deps);
    for (const work of deps.jobWiring.everyMinute) await work(deps);
  });
  await queue.every('job-request-sweep', '* * * * *');
}
