import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function JobPage() {
  const { id } = useParams();
  useDocumentTitle('Your job');
  return (
    <div data-page="job">
      <PageHeader title="Your job" description={`Reference ${id}`} />
    </div>
  );
}
