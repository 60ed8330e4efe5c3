import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function MarketJobPage() {
  const { jobId } = useParams();
  useDocumentTitle('Manage job');
  return (
    <div data-page="market/job">
      <PageHeader title="Manage job" description={`Reference ${jobId}`} />
    </div>
  );
}
