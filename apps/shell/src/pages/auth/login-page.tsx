import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export function LoginPage() {
  useDocumentTitle('Log in');
  return (
    <div data-page="login">
      <PageHeader title="Log in" />
    </div>
  );
}
