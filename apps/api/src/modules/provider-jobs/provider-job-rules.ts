import { type JobStatus, type ProviderJobAction, providerJobActions } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';
import { type CheckedStep, checkStep, isAllowed } from '../jobs';
import { providerJobsMessages as m } from './provider-jobs-messages';

const MINUTE_MS = 60_000;

/**
 * A provider may start a job this long before its start time: enough to ring the bell a little
 * early or begin once let in, not enough to "start" tomorrow's job by mistake tonight.
 */
export const EARLY_START_MINUTES = 30;

export interface ProviderJobFacts {
  status: JobStatus;
  startAt: Date;
  endAt: Date;
  respondBy: Date | null;
}

export const startableFrom = (job: Pick<ProviderJobFacts, 'startAt'>) => new Date(job.startAt.getTime() - EARLY_START_MINUTES * MINUTE_MS);

/**
 * The time rules on top of the lifecycle (docs/provider.md): accept before the response
 * deadline; start from 30 minutes before the start until the end; a no-show only once the start
 * time has passed; the provider cancels only before the start. Decline and complete have none.
 */
export function timeRefusal(action: ProviderJobAction, job: ProviderJobFacts, now: Date): AppError | null {
  const at = now.getTime();
  switch (action) {
    case 'accept':
      if (job.respondBy && at >= job.respondBy.getTime()) return AppError.invalidTransition(m.answerTimePassed);
      return null;
    case 'start':
      if (at < startableFrom(job).getTime()) return AppError.invalidTransition({ ...m.startTooEarly, values: { minutes: EARLY_START_MINUTES } });
      if (at >= job.endAt.getTime()) return AppError.invalidTransition(m.timeOver);
      return null;
    case 'noShow':
      if (at < job.startAt.getTime()) return AppError.invalidTransition(m.noShowTooEarly);
      return null;
    case 'cancel':
      if (at >= job.startAt.getTime()) return AppError.invalidTransition(m.startTimePassed);
      return null;
    default:
      return null;
  }
}

/** The provider's step as the lifecycle and then the time rules allow it now, or why not (409 with a clear message). */
export function providerStep(action: ProviderJobAction, job: ProviderJobFacts, now: Date): CheckedStep | AppError {
  const step = checkStep(action, job.status, 'provider');
  return step instanceof AppError ? step : (timeRefusal(action, job, now) ?? step);
}

/** Why the job's provider may not do this now, or null. */
export function providerRefusal(action: ProviderJobAction, job: ProviderJobFacts, now: Date): AppError | null {
  const step = providerStep(action, job, now);
  return step instanceof AppError ? step : null;
}

/** What the job's provider may do now: the lifecycle table and the time rules, exactly as the endpoints check them. */
export function legalActions(job: ProviderJobFacts, now: Date): ProviderJobAction[] {
  return providerJobActions.filter((action) => isAllowed(action, job.status, 'provider') && timeRefusal(action, job, now) === null);
}
