import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function MarketPage() {
  const { id } = useParams();
  useDocumentTitle('Market');
  return (
    <div data-page="market">
      <PageHeader title="Market" description={`Services, prices and providers in ${id}.`} />
    </div>
  );
}
