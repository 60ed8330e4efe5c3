import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { BackTo } from '../features/admin-markets/components/back-to';
import { NewMarketForm } from '../features/admin-markets/components/new-market-form';

/** /admin/markets/new — a market with its identity and every setting; it starts coming soon. */
export default function AdminMarketNewPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'market.admin-market-new.document-title', defaultMessage: 'New market · Admin' }));
  return (
    <div>
      <PageHeader
        before={<BackTo to="/admin/markets" label={intl.formatMessage({ id: 'market.admin-markets.title', defaultMessage: 'Markets' })} />}
        title={intl.formatMessage({ id: 'market.admin-market-new.title', defaultMessage: 'New market' })}
        description={intl.formatMessage({ id: 'market.admin-market-new.description', defaultMessage: 'It starts coming soon: price its services and approve a provider there, then open it.' })}
      />
      <NewMarketForm />
    </div>
  );
}
