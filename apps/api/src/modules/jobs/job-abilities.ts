import type { JobDetail, JobStatus } from '@marketplace/contracts';
import { isAllowed } from './transitions';

export interface AbilityFacts {
  viewerIsCustomer: boolean;
  status: JobStatus;
  startAt: Date;
  hasProvider: boolean;
  reviewed: boolean;
}

/** Whether the customer may still act on a job that has not started (cancel, reschedule). */
export function beforeStart(job: { startAt: Date }, now: Date): boolean {
  return now.getTime() < job.startAt.getTime();
}

/**
 * What the viewer may do now through the customer's endpoints (`JobDetail.can`): only the
 * job's customer acts here (and books it again); providers and managers get their own screens in later issues.
 */
export function jobAbilities(job: AbilityFacts, now: Date): JobDetail['can'] {
  const customer = job.viewerIsCustomer;
  return {
    cancel: customer && isAllowed('cancel', job.status, 'customer') && beforeStart(job, now),
    reschedule: customer && job.hasProvider && isAllowed('reschedule', job.status, 'customer') && beforeStart(job, now),
    review: customer && job.status === 'completed' && !job.reviewed,
    // A new booking like this one, for its customer only (docs/repeat-business.md).
    bookAgain: customer && job.status === 'completed',
  };
}
