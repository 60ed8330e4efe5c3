import type { JobStatus } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import { skippedReason } from '../../i18n/recorded-reasons';
import type { JobFact, JobFactHandler } from '../jobs';
import { type NotifyDeps, notify } from './notify';
import type { JobMessageEvent, JobStepEvent } from './payload';
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
  /** The job is a recurring plan's visit (a skip is told as one). */
  planVisit?: boolean;
}

/**
 * A lifecycle step's messages (jobs/apply-transition.ts), in its transaction: who is told is
 * recipients.ts; a job that ended is not reminded of.
 */
export async function noticeOfStep(deps: NotifyDeps, trx: Kysely<Database>, step: Step): Promise<void> {
  const skipped = step.to === 'cancelled' && step.planVisit === true && step.reason === skippedReason;
  const event: JobMessageEvent | undefined = skipped ? 'visit_skipped' : eventOf[step.to];
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
 * A plan's visit made by the queue (docs/repeat-business.md): its customer was told of the
 * plan, not of each visit. A request goes to its provider alone (told as a reassignment is);
 * one made unassigned is told to the customer and the market's managers, with its reason; a
 * card the visit could not be authorised on, to the customer.
 */
async function noticesOfVisit(deps: NotifyDeps, trx: Kysely<Database>, job: JobRow, fact: Extract<JobFact, { kind: 'job.booked' }>): Promise<void> {
  const key = `job-event:${fact.eventId}`;
  if (job.status === 'requested') await notify(deps, trx, { event: 'booked', jobId: job.id, key, actorUserId: null, previousProviderId: null });
  if (job.status === 'unassigned') await notify(deps, trx, { event: 'visit_unassigned', jobId: job.id, key, actorUserId: null, reason: fact.visit?.unassignedReason ?? null });
  if (fact.visit?.cardDeclined) await notify(deps, trx, { event: 'visit_card_declined', jobId: job.id, key: `visit-card:${job.id}`, actorUserId: null });
}

/**
 * The messages of the job lifecycle (registered by deps.ts), in the transaction of each fact: a
 * booking and a move are told and (re)schedule the reminder; a step is told as noticeOfStep says.
 */
export const notificationsOnJobFacts: JobFactHandler = {
  async inTransaction(deps, trx, fact) {
    const { job } = fact;
    if (fact.kind === 'job.transitioned') {
      const step = { jobId: job.id, eventId: fact.eventId, to: fact.to, previousProviderId: fact.previousProviderId, actorUserId: fact.actor.userId, reason: fact.reason };
      await noticeOfStep(deps, trx, { ...step, planVisit: job.plan_id !== null });
      return;
    }
    const key = `job-event:${fact.eventId}`;
    if (fact.kind === 'job.booked' && fact.visit) await noticesOfVisit(deps, trx, job, fact);
    else if (fact.kind === 'job.booked') await notify(deps, trx, { event: 'booked', jobId: job.id, key, actorUserId: fact.actorUserId });
    else await notify(deps, trx, { event: 'rescheduled', jobId: job.id, key, actorUserId: fact.actorUserId, previousStart: fact.previousStart });
    await scheduleReminder(trx, { id: job.id, marketId: job.market_id, start: job.start_at }, fact.at);
  },
};
