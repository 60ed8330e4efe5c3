import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { QueryScreen } from '@marketplace/api-client/queries';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { useProviderJob } from '../../features/provider-jobs/api/use-provider-job';
import { ProviderJobDetail } from '../../features/provider-jobs/components/provider-job-detail';
import { ProviderProblems } from '../../features/provider-jobs/components/provider-problems';

/** /provider/job/:id — the provider's job. Someone else's job, or none, is the site's not-found screen. */
export default function ProviderJobPage() {
  const { id = '' } = useParams();
  // A malformed id is a job that does not exist: no request, the same not-found screen.
  if (!isUuid(id)) throw new NotFoundError(`No job "${id}"`);
  return <JobScreen jobId={id} />;
}

function JobScreen({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const job = useProviderJob(jobId);
  useDocumentTitle(job.data ? jobServicesTitle(intl, job.data.services) : intl.formatMessage({ id: 'provider.job.document-title', defaultMessage: 'Job' }));

  // The API answers 404 for a job that is not this provider's, exactly as for one that does not exist.
  return (
    <QueryScreen
      query={job}
      loading={intl.formatMessage({ id: 'provider.job.loading', defaultMessage: 'Loading the job…' })}
      failed={intl.formatMessage({ id: 'provider.job.failed', defaultMessage: 'We could not load this job' })}
      notFound={`No job "${jobId}"`}
      skeletonLines={8}
    >
      {(data) => (<><ProviderJobDetail job={data} />{data.status === 'completed' && <ProviderProblems jobId={data.id} />}</>)}
    </QueryScreen>
  );
}
