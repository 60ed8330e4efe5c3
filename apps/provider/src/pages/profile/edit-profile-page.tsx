import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export default function EditProfilePage() {
  useDocumentTitle('Edit profile');
  return (
    <div data-page="provider-profile/edit">
      <PageHeader title="Edit profile" description="Picture, bio, services, weekly availability, time off and notifications." />
    </div>
  );
}
