import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { JobDetail } from '@marketplace/contracts';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { Button } from '@marketplace/shared-ui/button';
import { draftStore } from '../../../stores/booking-draft/draft-store';
import { draftFromJob } from '../../../stores/booking-draft/draft-updates';

/**
 * "Book again" on a completed job: a new booking with the same services, address, description
 * and contact, the same provider preferred; the flow opens where the customer picks a time
 * (docs/repeat-business.md). It replaces a booking in progress, as starting afresh would.
 */
export function BookAgain({ job }: { job: JobDetail }) {
  const navigate = useNavigate();
  const start = () => {
    draftStore.update(() => draftFromJob(job, newIdempotencyKey()));
    void navigate('/book-now');
  };
  return (
    <Button variant="primary" onClick={start}>
      <FormattedMessage id="booking.job-actions.book-again" defaultMessage="Book again" />
    </Button>
  );
}
