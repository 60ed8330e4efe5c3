import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { ServiceCatalogue } from '../features/admin-markets/components/service-catalogue';

/** /admin/services — the catalogue and each service's price in every market. */
export default function AdminServicesPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'market.admin-services.document-title', defaultMessage: 'Services · Admin' }));
  return (
    <div>
      <PageHeader
        title={intl.formatMessage({ id: 'market.admin-services.title', defaultMessage: 'Services' })}
        description={intl.formatMessage({ id: 'market.admin-services.description', defaultMessage: 'What customers can book, how it is charged, and its price in each market.' })}
      />
      <ServiceCatalogue />
    </div>
  );
}
