import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobSummary } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { useBookAgain } from '../../../hooks/use-book-again';

/** "Book again" on a completed job in the list: the job's detail is read first (the draft needs all of it). */
export function BookAgainButton({ job }: { job: JobSummary }) {
  const intl = useIntl();
  const { fromJobId } = useBookAgain();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onClick = async () => {
    setPending(true);
    setProblem(null);
    try {
      await fromJobId(job.id);
    } catch (error) {
      setProblem(errorMessage(error));
      setPending(false);
    }
  };
  return (
    <>
      {/* Named with the job's services: the list has one "Book again" per completed job. */}
      <Button
        variant="secondary"
        size="sm"
        loading={pending}
        aria-label={intl.formatMessage({ id: 'booking.my-jobs.book-again-label', defaultMessage: 'Book again: {services}' }, { services: jobServicesTitle(intl, job.services) })}
        onClick={() => void onClick()}
      >
        <FormattedMessage id="booking.my-jobs.book-again" defaultMessage="Book again" />
      </Button>
      {problem && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'booking.my-jobs.book-again-failed', defaultMessage: 'We could not start the booking' })}>
          {problem}
        </Alert>
      )}
    </>
  );
}
