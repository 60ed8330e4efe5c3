import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function MyJobsPage() {
  useDocumentTitle('My jobs');
  return (
    <div data-page="my-jobs">
      <PageHeader title="My jobs" description="Your upcoming and past bookings." />
    </div>
  );
}
