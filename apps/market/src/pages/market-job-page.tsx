import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isMarketId, isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { ConversationPanel } from '@marketplace/job-ui/conversation-panel';
import { ProblemCasePanel } from '@marketplace/job-ui/problem-case-panel';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { useJobDesk } from '../features/job-desk/api/use-job-desk';
import { JobDeskView } from '../features/job-desk/components/job-desk';
import { ProblemManage } from '../features/job-desk/components/problem-manage';

/** /market/:id/job/:jobId — the manager's job desk (managers of the market and admins; see routes.tsx). */
export default function MarketJobPage() {
  const { id = '', jobId = '' } = useParams();
  if (!isMarketId(id) || !isUuid(jobId)) throw new NotFoundError(`No job "${jobId}" in market "${id}"`);
  return <MarketJobScreen marketId={id} jobId={jobId} />;
}

function MarketJobScreen({ marketId, jobId }: { marketId: string; jobId: string }) {
  const intl = useIntl();
  const desk = useJobDesk({ marketId, jobId });
  useDocumentTitle(intl.formatMessage({ id: 'market.desk.document-title', defaultMessage: 'Manage job' }));
  return (
    <QueryScreen
      query={desk}
      loading={intl.formatMessage({ id: 'market.desk.loading', defaultMessage: 'Loading the job…' })}
      failed={intl.formatMessage({ id: 'market.desk.failed', defaultMessage: 'We could not load this job' })}
      notFound={`No job "${jobId}" in market "${marketId}"`}>
      {(job) => (
        <>
          <JobDeskView job={job} />
          <ProblemCasePanel jobId={job.id} timeZone={job.timeZone} viewer="market" renderManage={(problems, openCase) => <ProblemManage deskRef={{ marketId, jobId }} problems={problems} openCase={openCase} />} />
          <ConversationPanel jobId={job.id} timeZone={job.timeZone} />
        </>
      )}
    </QueryScreen>
  );
}
