import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderProfile as Profile } from '@marketplace/contracts';
import { ratingText } from '@marketplace/domain-text/rating-text';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { ProviderOffers } from './provider-offers';
import { ProviderReviews } from './provider-reviews';
import styles from './provider-profile.module.css';

export interface ProviderProfileProps {
  provider: Profile;
  /** The viewer is this provider (or an admin): offer the editor. */
  canEdit: boolean;
}

/** Who the provider is, what they do where and at what price, how they are rated and what customers say. */
export function ProviderProfile({ provider, canEdit }: ProviderProfileProps) {
  const intl = useIntl();
  return (
    <article data-page="provider-profile">
      <header className={styles.header}>
        <Avatar name={provider.displayName} src={provider.pictureUrl ?? undefined} size="lg" decorative />
        <div>
          <h1>{provider.displayName}</h1>
          <p className={styles.rating}>{ratingText(intl, provider.rating)}</p>
        </div>
        {canEdit && (
          <Button asChild variant="secondary">
            <Link to={`/provider-profile/${provider.id}/edit`}>Edit profile</Link>
          </Button>
        )}
      </header>
      <div className={styles.grid}>
        <div className={styles.main}>
          <section className={styles.bioSection} aria-labelledby="about-title">
            <h2 id="about-title">About</h2>
            <RichText html={provider.bioHtml} fallback={<p>{provider.displayName} has not written about themselves yet.</p>} />
          </section>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title">Reviews</h2>
            <ProviderReviews providerId={provider.id} />
          </section>
        </div>
        <Card as="section" className={styles.facts} aria-label="Services and areas">
          <h2>Services and prices</h2>
          <ProviderOffers offers={provider.offers} />
          <p>
            On Handyhub since <DateTime value={provider.memberSince} timeZone="UTC" format="date" />.
          </p>
        </Card>
      </div>
    </article>
  );
}
