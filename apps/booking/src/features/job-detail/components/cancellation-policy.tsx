import type { JobDetail } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { deadlineFollowsStart, formatBasisPoints } from '../domain/cancellation-policy';

/** The terms snapshotted when the job was booked, with the job's own deadline, in the market's zone. */
export function CancellationPolicy({ job }: { job: Pick<JobDetail, 'start' | 'timeZone' | 'policy'> }) {
  const { policy } = job;
  if (policy.cancellationFeeBps === 0) return <p>Cancelling is free at any time before the job starts.</p>;
  const followsStart = deadlineFollowsStart(job);
  return (
    <p>
      Free cancellation until{' '}
      <DateTime value={policy.freeCancellationUntil} timeZone={job.timeZone} format="datetime" showTimeZone />
      {followsStart && policy.freeCancellationHours > 0 && ` (${policy.freeCancellationHours} hours before the start)`}. After that, a fee of{' '}
      {formatBasisPoints(policy.cancellationFeeBps)} of the total applies.
      {!followsStart && ' The job was moved after free cancellation had ended, so that date still applies.'}
    </p>
  );
}
