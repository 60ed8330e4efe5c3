import type { JobDetail } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { formatBasisPoints, freeCancellationUntil } from '../domain/cancellation-policy';

/** The terms snapshotted when the job was booked, in the market's zone. */
export function CancellationPolicy({ job }: { job: Pick<JobDetail, 'start' | 'timeZone' | 'policy'> }) {
  const { policy } = job;
  if (policy.cancellationFeeBps === 0) return <p>Cancelling is free at any time before the job starts.</p>;
  return (
    <p>
      Free cancellation until{' '}
      <DateTime value={freeCancellationUntil(job.start, policy)} timeZone={job.timeZone} format="datetime" showTimeZone />
      {policy.freeCancellationHours > 0 && ` (${policy.freeCancellationHours} hours before the start)`}. After that, a fee of{' '}
      {formatBasisPoints(policy.cancellationFeeBps)} of the total applies.
    </p>
  );
}
