import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function ProviderHomePage() {
  useDocumentTitle('Provider home');
  return (
    <div data-page="provider">
      <PageHeader title="Provider home" description="Job requests, your upcoming calendar and earnings." />
    </div>
  );
}
