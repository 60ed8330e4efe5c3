import type { JobStatus } from '@marketplace/contracts';
import type { Updateable } from 'kysely';
import type { Deps } from '../../deps';
import type { JobRow, JobsTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { insertJobEvent, updateJobIfStatus } from './jobs.repository';
import { type JobAction, type JobActor, nextStatus } from './transitions';

export interface TransitionActor {
  userId: string | null;
  role: JobActor;
  /** As the timeline records it (an admin acting as a manager is recorded as `admin`). */
  eventRole: 'customer' | 'provider' | 'manager' | 'admin' | 'system';
}

export interface Transition {
  action: JobAction;
  actor: TransitionActor;
  reason: string | null;
  /** What else changes with the status (e.g. the provider let go of a declined job). */
  changes?: Updateable<JobsTable>;
}

export const changedMeanwhile = () => AppError.invalidTransition('This job changed in the meantime. Reload it to see where it stands.');

/**
 * One lifecycle step (transitions.ts decides whether it is legal): a single conditional update
 * (`where status = <as read> and provider_id = <as read>`) and its timeline event, in one
 * transaction. Undefined when someone else changed the job first: exactly one of two
 * concurrent steps wins.
 */
export async function applyTransition(deps: Deps, row: JobRow, step: Transition): Promise<JobRow | undefined> {
  const from = row.status as JobStatus;
  const to = nextStatus(step.action, from, step.actor.role);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const updated = await updateJobIfStatus(trx, row.id, from, { ...step.changes, status: to, updated_at: now }, { providerId: row.provider_id });
    if (!updated) return undefined;
    await insertJobEvent(trx, { jobId: row.id, at: now, actorUserId: step.actor.userId, actorRole: step.actor.eventRole, from, to, reason: step.reason });
    return updated;
  });
}
