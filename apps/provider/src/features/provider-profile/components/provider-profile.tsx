import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderProfile as Profile } from '@marketplace/contracts';
import { ratingText } from '@marketplace/domain-text/rating-text';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { BookWith } from './book-with';
import { ProviderOffers } from './provider-offers';
import { ProviderReviews } from './provider-reviews';
import styles from './provider-profile.module.css';

export interface ProviderProfileProps {
  provider: Profile;
  /** The viewer is this provider (or an admin): offer the editor. */
  canEdit: boolean;
  /** The favourite toggle for a logged-in viewer (the page hands it in). */
  favourite?: ReactNode;
}

/** Who the provider is, what they do where and at what price, how they are rated and what customers say. */
export function ProviderProfile({ provider, canEdit, favourite }: ProviderProfileProps) {
  const intl = useIntl();
  return (
    <article data-page="provider-profile">
      <header className={styles.header}>
        <Avatar name={provider.displayName} src={provider.pictureUrl ?? undefined} size="lg" decorative />
        <div>
          <h1 translate="no">{provider.displayName}</h1>
          <p className={styles.rating}>{ratingText(intl, provider.rating)}</p>
          <div className={styles.actions}>
            <BookWith provider={provider} />
            {favourite}
          </div>
        </div>
        {canEdit && (
          <Button asChild variant="secondary">
            <Link to={`/provider-profile/${provider.id}/edit`}>
              <FormattedMessage id="provider.profile.edit" defaultMessage="Edit profile" />
            </Link>
          </Button>
        )}
      </header>
      <div className={styles.grid}>
        <div className={styles.main}>
          <section className={styles.bioSection} aria-labelledby="about-title">
            <h2 id="about-title">
              <FormattedMessage id="provider.profile.about" defaultMessage="About" />
            </h2>
            <RichText
              html={provider.bioHtml}
              translate="no"
              fallback={
                <p>
                  <FormattedMessage
                    id="provider.profile.no-bio"
                    defaultMessage="{name} has not written about themselves yet."
                    values={{ name: <span translate="no">{provider.displayName}</span> }}
                  />
                </p>
              }
            />
          </section>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title">
              <FormattedMessage id="provider.profile.reviews" defaultMessage="Reviews" />
            </h2>
            <ProviderReviews providerId={provider.id} />
          </section>
        </div>
        <Card as="section" className={styles.facts} aria-label={intl.formatMessage({ id: 'provider.profile.offers-region', defaultMessage: 'Services and areas' })}>
          <h2>
            <FormattedMessage id="provider.profile.offers" defaultMessage="Services and prices" />
          </h2>
          <ProviderOffers offers={provider.offers} />
          <p>
            <FormattedMessage
              id="provider.profile.member-since"
              defaultMessage="On Handyhub since {date}."
              values={{ date: <DateTime value={provider.memberSince} timeZone="UTC" format="date" /> }}
            />
          </p>
        </Card>
      </div>
    </article>
  );
}
