import { useLocation, useParams } from 'react-router-dom';
import { ApiError } from '@marketplace/contracts/client';
import { NotFoundError } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useJob } from '../../features/job-detail/api/use-job';
import { JobDetail } from '../../features/job-detail/components/job-detail';
import { readArrivalNotice } from '../../features/job-detail/domain/arrival-notice';
import { PriceBreakdown } from '../../features/price-breakdown/components/price-breakdown';
import { SlotPicker } from '../../features/slot-picker/components/slot-picker';
import { errorMessage } from '../../lib/api-errors';
import { jobServicesTitle } from '../../lib/job-services';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the API says when the job is not there for this visitor (or was never there at all). */
function isMissing(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.code === 'NOT_FOUND');
}

/** /job/:id — the customer's job. A job that isn't theirs is the site's not-found screen. */
export default function JobPage() {
  const { id = '' } = useParams();
  // A malformed id is a job that does not exist: no request, the same not-found screen.
  if (!uuidPattern.test(id)) throw new NotFoundError(`No job "${id}"`);
  return <JobScreen jobId={id} />;
}

function JobScreen({ jobId }: { jobId: string }) {
  const { state } = useLocation();
  const job = useJob(jobId);
  useDocumentTitle(job.data ? jobServicesTitle(job.data.services) : 'Your job');

  if (job.isPending) return <Skeleton lines={8} label="Loading your job…" />;
  if (isMissing(job.error)) throw new NotFoundError(`No job "${jobId}"`);
  // A failed refetch keeps the job on screen; only a first load that failed has nothing to show.
  if (!job.data) {
    return (
      <Alert tone="danger" title="We could not load this job" action={<Button onClick={() => void job.refetch()}>Try again</Button>}>
        {errorMessage(job.error)}
      </Alert>
    );
  }
  return (
    <JobDetail
      job={job.data}
      notice={readArrivalNotice(state)}
      priceBreakdown={<PriceBreakdown price={job.data.price} caption="Price of the job" hideCaption />}
      renderSlotPicker={(props) => <SlotPicker {...props} headingLevel={3} emptyMessage="No other times are free." />}
    />
  );
}
