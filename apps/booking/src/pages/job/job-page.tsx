import { useLocation, useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { isNotFound, NotFoundError } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { errorMessage } from '@marketplace/session';
import { useJob } from '../../features/job-detail/api/use-job';
import { JobDetail } from '../../features/job-detail/components/job-detail';
import { readArrivalNotice } from '../../features/job-detail/domain/arrival-notice';
import { PriceBreakdown } from '../../features/price-breakdown/components/price-breakdown';
import { SlotPicker } from '../../features/slot-picker/components/slot-picker';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';

/** /job/:id — the customer's job. A job that isn't theirs is the site's not-found screen. */
export default function JobPage() {
  const { id = '' } = useParams();
  // A malformed id is a job that does not exist: no request, the same not-found screen.
  if (!isUuid(id)) throw new NotFoundError(`No job "${id}"`);
  return <JobScreen jobId={id} />;
}

function JobScreen({ jobId }: { jobId: string }) {
  const { state } = useLocation();
  const job = useJob(jobId);
  useDocumentTitle(job.data ? jobServicesTitle(job.data.services) : 'Your job');

  if (job.isPending) return <Skeleton lines={8} label="Loading your job…" />;
  // Not there for this visitor, or never there at all.
  if (isNotFound(job.error)) throw new NotFoundError(`No job "${jobId}"`);
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
