import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { canActAsProvider, useSession } from '@marketplace/session';
import { QueryScreen } from '@marketplace/api-client/queries';
import { FavouriteToggle } from '@marketplace/account-ui/favourites';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { useProviderProfile } from '../../features/provider-profile/api/use-provider-profile';
import { ProviderProfile } from '../../features/provider-profile/components/provider-profile';

/** /provider-profile/:providerUuid — a provider's public profile; an id naming nobody is the site's 404. */
export default function ProviderProfilePage() {
  const { providerUuid = '' } = useParams();
  // A malformed id names no provider: no request, the same not-found screen.
  if (!isUuid(providerUuid)) throw new NotFoundError(`No provider "${providerUuid}"`);
  return <ProfileScreen providerId={providerUuid} />;
}

function ProfileScreen({ providerId }: { providerId: string }) {
  const intl = useIntl();
  const profile = useProviderProfile(providerId);
  const { user } = useSession();
  useDocumentTitle(profile.data?.displayName ?? intl.formatMessage({ id: 'provider.profile.document-title', defaultMessage: 'Provider profile' }));

  return (
    <QueryScreen
      query={profile}
      loading={intl.formatMessage({ id: 'provider.profile.loading', defaultMessage: 'Loading the profile…' })}
      failed={intl.formatMessage({ id: 'provider.profile.failed', defaultMessage: 'We could not load this profile' })}
      notFound={`No provider "${providerId}"`}
    >
      {(data) => <ProviderProfile provider={data} canEdit={canActAsProvider(user, data.id)} favourite={<FavouriteToggle providerId={data.id} providerName={data.displayName} />} />}
    </QueryScreen>
  );
}
