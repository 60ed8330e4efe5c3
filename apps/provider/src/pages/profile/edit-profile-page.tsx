import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { useProfileEditor } from '../../features/profile-editor/api/use-profile-editor';
import { DetailsForm } from '../../features/profile-editor/components/details-form';
import { NotificationsSection } from '../../features/profile-editor/components/notifications-section';
import { PictureSection } from '../../features/profile-editor/components/picture-section';
import styles from '../../features/profile-editor/components/profile-editor.module.css';
import { TimeOffSection } from '../../features/profile-editor/components/time-off-section';
import { WeeklyHoursForm } from '../../features/profile-editor/components/weekly-hours-form';

/** /provider-profile/:providerUuid/edit — the provider's own profile (admins: anyone's). */
export default function EditProfilePage() {
  const { providerUuid = '' } = useParams();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'provider.edit.title', defaultMessage: 'Edit profile' }));
  if (!isUuid(providerUuid)) throw new NotFoundError(`No provider "${providerUuid}"`);
  return <Editor providerId={providerUuid} />;
}

function Editor({ providerId }: { providerId: string }) {
  const intl = useIntl();
  const editor = useProfileEditor(providerId);
  const header = (
    <div className={styles.header}>
      <PageHeader
        title={intl.formatMessage({ id: 'provider.edit.title', defaultMessage: 'Edit profile' })}
        description={intl.formatMessage({ id: 'provider.edit.description', defaultMessage: 'Your picture, bio, services, weekly hours, time off and notifications.' })}
      />
      <Button asChild variant="secondary">
        <Link to={`/provider-profile/${providerId}`}>
          <FormattedMessage id="provider.edit.public-profile" defaultMessage="See your public profile" />
        </Link>
      </Button>
    </div>
  );
  return (
    <div data-page="provider-profile/edit">
      {header}
      <QueryScreen
        query={editor}
        loading={intl.formatMessage({ id: 'provider.edit.loading', defaultMessage: 'Loading your profile…' })}
        failed={intl.formatMessage({ id: 'provider.edit.failed', defaultMessage: 'We could not load your profile' })}
        notFound={`No provider "${providerId}"`}
        skeletonLines={8}
      >
        {(data) => (
          <div className={styles.sections}>
            <PictureSection editor={data} />
            <DetailsForm editor={data} />
            <WeeklyHoursForm editor={data} />
            <TimeOffSection editor={data} />
            <NotificationsSection providerId={providerId} />
          </div>
        )}
      </QueryScreen>
    </div>
  );
}
