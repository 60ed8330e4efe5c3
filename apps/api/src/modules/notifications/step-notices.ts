import type { JobStatus } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobFactHandler } from '../jobs';
import { type NotifyDeps, notify } from './notify';
import type { JobStepEvent } from './payload';
import { scheduleReminder } from './reminders';
import { dropReminder } from './reminders.repository';

/** What each lifecycle step's new status tells (`requested` again: a manager gave the job to a provider). */
const eventOf: Partial<Record<JobStatus, JobStepEvent>> = {
  requested: 'booked',
  confirmed: 'confirmed',
  unassigned: 'unassigned',
  in_progress: 'started',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'cancelled',
};

const ENDED: readonly JobStatus[] = ['completed', 'cancelled', 'no_show'];

export interface Step {
  jobId: string;
  /** The timeline event recorded for it. */
  eventId: number;
  to: JobStatus;
  /** The job's provider before the step. */
  previousProviderId: string | null;
  actorUserId: string | null;
  reason: string | null;
}

/**
 * A lifecycle step's messages (jobs/apply-transition.ts), in its transaction: who is told is
 * recipients.ts; a job that ended is not reminded of.
 */
export async function noticeOfStep(deps: NotifyDeps, trx: Kysely<Database>, step: Step): Promise<void> {
  const event = eventOf[step.to];
  if (ENDED.includes(step.to)) await dropReminder(trx, step.jobId);
  if (!event) return;
  await notify(deps, trx, {
    event,
    jobId: step.jobId,
    key: `job-event:${step.eventId}`,
    actorUserId: step.actorUserId,
    reason: event === 'cancelled' || event === 'unassigned' ? step.reason : null,
    ...(event === 'booked' || event === 'unassigned' ? { previousProviderId: step.previousProviderId } : {}),
  });
}

/**
 * The messages of the job lifecycle (registered by deps.ts), in the transaction of each fact: a
 * booking and a move are told and (re)schedule the reminder; a step is told as noticeOfStep says.
 */
export const notificationsOnJobFacts: JobFactHandler = {
  async inTransaction(deps, trx, fact) {
    const { job } = fact;
    if (fact.kind === 'job.transitioned') {
      await noticeOfStep(deps, trx, { jobId: job.id, eventId: fact.eventId, to: fact.to, previousProviderId: fact.previousProviderId, actorUserId: fact.actor.userId, reason: fact.reason });
      return;
    }
    const key = `job-event:${fact.eventId}`;
    if (fact.kind === 'job.booked') await notify(deps, trx, { event: 'booked', jobId: job.id, key, actorUserId: fact.actorUserId });
    else await notify(deps, trx, { event: 'rescheduled', jobId: job.id, key, actorUserId: fact.actorUserId, previousStart: fact.previousStart });
    await scheduleReminder(trx, { id: job.id, marketId: job.market_id, start: job.start_at }, fact.at);
  },
};
