import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { ServiceCatalogue } from '../features/admin-markets/components/service-catalogue';

/** /admin/services — the catalogue and each service's price in every market. */
export default function AdminServicesPage() {
  useDocumentTitle('Services · Admin');
  return (
    <div>
      <PageHeader title="Services" description="What customers can book, how it is charged, and its price in each market." />
      <ServiceCatalogue />
    </div>
  );
}
