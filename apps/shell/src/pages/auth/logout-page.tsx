import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export function LogoutPage() {
  useDocumentTitle('Log out');
  return (
    <div data-page="logout">
      <PageHeader title="Log out" />
    </div>
  );
}
