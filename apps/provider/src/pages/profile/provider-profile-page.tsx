import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function ProviderProfilePage() {
  useDocumentTitle('Provider profile');
  return (
    <div data-page="provider-profile">
      <PageHeader title="Provider profile" />
    </div>
  );
}
