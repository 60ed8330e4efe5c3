import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { MarketsTable } from '../features/admin-markets/components/markets-table';

/** /admin/markets — every market, what each lacks to open, and the switch between coming soon and live. */
export default function AdminMarketsPage() {
  useDocumentTitle('Markets · Admin');
  return (
    <div>
      <PageHeader
        title="Markets"
        description="A market opens once it has an active provider and a priced service; its waitlist is emailed once when it does."
        actions={
          <Button asChild>
            <Link to="/admin/markets/new">New market</Link>
          </Button>
        }
      />
      <MarketsTable />
    </div>
  );
}
