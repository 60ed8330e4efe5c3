import { Link, useParams } from 'react-router-dom';
import { NotFoundError } from '@marketplace/error-reporting';
import { canActAsProvider, useSession } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { ratingText } from '../../features/profile/rating-text';
import { useProviderProfile } from '../../features/profile/use-provider-profile';
import styles from '../../features/profile/provider-profile.module.css';

/** /provider-profile/:providerUuid — who the provider is, what they do, where, and how they are rated. */
export default function ProviderProfilePage() {
  const { providerUuid = '' } = useParams();
  const profile = useProviderProfile(providerUuid);
  const { user } = useSession();
  useDocumentTitle(profile.data?.displayName ?? 'Provider profile');

  if (profile.isPending) return <Skeleton lines={6} label="Loading the profile…" />;
  if (profile.isError) {
    const status = (profile.error as { status?: number }).status;
    if (status === 404 || status === 400) throw new NotFoundError(`No provider "${providerUuid}"`);
    return (
      <Alert tone="danger" title="We could not load this profile" action={<Button onClick={() => void profile.refetch()}>Try again</Button>}>
        {profile.error.message}
      </Alert>
    );
  }
  const provider = profile.data;
  return (
    <article data-page="provider-profile">
      <header className={styles.header}>
        <Avatar name={provider.displayName} src={provider.pictureUrl ?? undefined} size="lg" decorative />
        <div>
          <h1>{provider.displayName}</h1>
          <p className={styles.rating}>{ratingText(provider.rating)}</p>
        </div>
        {canActAsProvider(user, provider.id) && (
          <Button asChild variant="secondary">
            <Link to={`/provider-profile/${provider.id}/edit`}>Edit profile</Link>
          </Button>
        )}
      </header>
      <div className={styles.grid}>
        <section className={styles.bioSection} aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          {/* Sanitized by the API when saved: only bold, italic, lists, paragraphs and links. */}
          <div className={styles.bio} dangerouslySetInnerHTML={{ __html: provider.bioHtml }} />
        </section>
        <Card as="section" className={styles.facts} aria-label="Services and areas">
          <h2>Services</h2>
          <ul>
            {provider.services.map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
          </ul>
          <h2>Works in</h2>
          <ul>
            {provider.markets.map((market) => (
              <li key={market.id}>
                <Link to={`/market/${market.id}`}>{market.name}</Link>
              </li>
            ))}
          </ul>
          <p>
            On Handyhub since <DateTime value={provider.memberSince} timeZone="UTC" format="date" />.
          </p>
        </Card>
      </div>
    </article>
  );
}
