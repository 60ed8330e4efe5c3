import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function DashboardPage() {
  useDocumentTitle('Market dashboard');
  return (
    <div data-page="market/dashboard">
      <PageHeader title="Market dashboard" description="KPIs, every job, the calendar and unassigned jobs." />
    </div>
  );
}
