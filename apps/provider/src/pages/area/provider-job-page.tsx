import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function ProviderJobPage() {
  const { id } = useParams();
  useDocumentTitle('Job');
  return (
    <div data-page="provider/job">
      <PageHeader title="Job" description={`Reference ${id}`} />
    </div>
  );
}
