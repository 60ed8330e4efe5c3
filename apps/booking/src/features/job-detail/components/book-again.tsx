import { FormattedMessage } from 'react-intl';
import type { JobDetail } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { useBookAgain } from '../../../hooks/use-book-again';

/** "Book again" on a completed job (its customer's: `can.bookAgain`). */
export function BookAgain({ job }: { job: JobDetail }) {
  const { start } = useBookAgain();
  return (
    <Button variant="primary" onClick={() => start(job)}>
      <FormattedMessage id="booking.job-actions.book-again" defaultMessage="Book again" />
    </Button>
  );
}
