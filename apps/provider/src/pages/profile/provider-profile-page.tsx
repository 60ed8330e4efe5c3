import { useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { isNotFound, NotFoundError } from '@marketplace/error-reporting';
import { canActAsProvider, errorMessage, useSession } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
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
  const profile = useProviderProfile(providerId);
  const { user } = useSession();
  useDocumentTitle(profile.data?.displayName ?? 'Provider profile');

  if (profile.isPending) return <Skeleton lines={6} label="Loading the profile…" />;
  if (isNotFound(profile.error)) throw new NotFoundError(`No provider "${providerId}"`);
  if (!profile.data) {
    return (
      <Alert tone="danger" title="We could not load this profile" action={<Button onClick={() => void profile.refetch()}>Try again</Button>}>
        {errorMessage(profile.error)}
      </Alert>
    );
  }
  return <ProviderProfile provider={profile.data} canEdit={canActAsProvider(user, profile.data.id)} />;
}
