import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderCard } from '@marketplace/contracts';
import { ratingText } from '@marketplace/domain-text/rating-text';
import { Avatar } from '@marketplace/shared-ui/avatar';
import styles from './job-detail.module.css';

/** Who does the job: picture, name (to their profile), rating, a line about them, and what the page adds (the favourite toggle). */
export function JobProvider({ provider, favourite }: { provider: ProviderCard | null; favourite?: ReactNode }) {
  const intl = useIntl();
  if (!provider) {
    return (
      <p>
        <FormattedMessage id="booking.job.finding-provider" defaultMessage="We are finding a provider for this job and will let you know as soon as one accepts." />
      </p>
    );
  }
  return (
    <div className={styles.provider}>
      <Avatar name={provider.displayName} src={provider.pictureUrl ?? undefined} size="lg" decorative />
      <div className={styles.providerText}>
        <p className={styles.providerName} translate="no">
          <Link to={`/provider-profile/${provider.id}`}>{provider.displayName}</Link>
        </p>
        <p className={styles.muted}>{ratingText(intl, provider.rating)}</p>
        {provider.shortBio && <p translate="no">{provider.shortBio}</p>}
        {favourite}
      </div>
    </div>
  );
}
