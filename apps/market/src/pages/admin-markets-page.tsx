import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { MarketsTable } from '../features/admin-markets/components/markets-table';

/** /admin/markets — every market, what each lacks to open, and the switch between coming soon and live. */
export default function AdminMarketsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'market.admin-markets.document-title', defaultMessage: 'Markets · Admin' }));
  return (
    <div>
      <PageHeader
        title={intl.formatMessage({ id: 'market.admin-markets.title', defaultMessage: 'Markets' })}
        description={intl.formatMessage({
          id: 'market.admin-markets.description',
          defaultMessage: 'A market opens once it has an active provider and a priced service; its waitlist is emailed once when it does.',
        })}
        actions={
          <Button asChild>
            <Link to="/admin/markets/new">
              <FormattedMessage id="market.admin-markets.new" defaultMessage="New market" />
            </Link>
          </Button>
        }
      />
      <MarketsTable />
    </div>
  );
}
