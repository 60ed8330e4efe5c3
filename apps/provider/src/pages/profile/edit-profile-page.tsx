import { Link, useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { isNotFound, NotFoundError } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useProfileEditor } from '../../features/profile-editor/api/use-profile-editor';
import { DetailsForm } from '../../features/profile-editor/components/details-form';
import { PictureSection } from '../../features/profile-editor/components/picture-section';
import styles from '../../features/profile-editor/components/profile-editor.module.css';
import { TimeOffSection } from '../../features/profile-editor/components/time-off-section';
import { WeeklyHoursForm } from '../../features/profile-editor/components/weekly-hours-form';

/** /provider-profile/:providerUuid/edit — the provider's own profile (admins: anyone's). */
export default function EditProfilePage() {
  const { providerUuid = '' } = useParams();
  useDocumentTitle('Edit profile');
  if (!isUuid(providerUuid)) throw new NotFoundError(`No provider "${providerUuid}"`);
  return <Editor providerId={providerUuid} />;
}

function Editor({ providerId }: { providerId: string }) {
  const editor = useProfileEditor(providerId);
  const header = (
    <div className={styles.header}>
      <PageHeader title="Edit profile" description="Your picture, bio, services, weekly hours and time off." />
      <Button asChild variant="secondary">
        <Link to={`/provider-profile/${providerId}`}>See your public profile</Link>
      </Button>
    </div>
  );
  if (editor.isPending) return <div data-page="provider-profile/edit">{header}<Skeleton lines={8} label="Loading your profile…" /></div>;
  if (isNotFound(editor.error)) throw new NotFoundError(`No provider "${providerId}"`);
  if (!editor.data) {
    return (
      <div data-page="provider-profile/edit">
        {header}
        <Alert tone="danger" title="We could not load your profile" action={<Button onClick={() => void editor.refetch()}>Try again</Button>}>
          {errorMessage(editor.error)}
        </Alert>
      </div>
    );
  }
  return (
    <div data-page="provider-profile/edit">
      {header}
      <div className={styles.sections}>
        <PictureSection editor={editor.data} />
        <DetailsForm editor={editor.data} />
        <WeeklyHoursForm editor={editor.data} />
        <TimeOffSection editor={editor.data} />
      </div>
    </div>
  );
}
