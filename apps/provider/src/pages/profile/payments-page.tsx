import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function PaymentsPage() {
  useDocumentTitle('Payments');
  return (
    <div data-page="provider-profile/payments">
      <PageHeader title="Payments" description="Earnings, invoices of your jobs and payouts." />
    </div>
  );
}
