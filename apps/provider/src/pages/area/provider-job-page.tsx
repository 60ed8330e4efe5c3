import { useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { isNotFound, NotFoundError } from '@marketplace/error-reporting';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { errorMessage } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useProviderJob } from '../../features/provider-jobs/api/use-provider-job';
import { ProviderJobDetail } from '../../features/provider-jobs/components/provider-job-detail';

/** /provider/job/:id — the provider's job. Someone else's job, or none, is the site's not-found screen. */
export default function ProviderJobPage() {
  const { id = '' } = useParams();
  // A malformed id is a job that does not exist: no request, the same not-found screen.
  if (!isUuid(id)) throw new NotFoundError(`No job "${id}"`);
  return <JobScreen jobId={id} />;
}

function JobScreen({ jobId }: { jobId: string }) {
  const job = useProviderJob(jobId);
  useDocumentTitle(job.data ? jobServicesTitle(job.data.services) : 'Job');

  if (job.isPending) return <Skeleton lines={8} label="Loading the job…" />;
  // The API answers 404 for a job that is not this provider's, exactly as for one that does not exist.
  if (isNotFound(job.error)) throw new NotFoundError(`No job "${jobId}"`);
  if (!job.data) {
    return (
      <Alert tone="danger" title="We could not load this job" action={<Button onClick={() => void job.refetch()}>Try again</Button>}>
        {errorMessage(job.error)}
      </Alert>
    );
  }
  return <ProviderJobDetail job={job.data} />;
}
