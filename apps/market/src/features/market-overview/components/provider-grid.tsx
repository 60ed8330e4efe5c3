import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MarketDetail, ProviderCard } from '@marketplace/contracts';
import { ratingText } from '@marketplace/domain-text/rating-text';
import { Avatar } from '@marketplace/shared-ui/avatar';
import styles from './market-overview.module.css';

/** The market's providers: picture, name (to the profile), rating, what they offer. */
export function ProviderGrid({ providers, market }: { providers: ProviderCard[]; market: MarketDetail }) {
  const intl = useIntl();
  const serviceNames = new Map(market.services.map((service) => [service.id, service.name]));
  return (
    <ul className={styles.providers}>
      {providers.map((provider) => (
        <li key={provider.id} className={styles.provider}>
          <Avatar name={provider.displayName} src={provider.pictureUrl ?? undefined} size="lg" decorative />
          <div className={styles.providerText}>
            <Link to={`/provider-profile/${provider.id}`} className={styles.providerName} translate="no">
              {provider.displayName}
            </Link>
            <span className={styles.rating}>{ratingText(intl, provider.rating)}</span>
            {/* Plain text (the API strips the bio's markup): React escapes it, nothing is parsed as HTML. */}
            <p className={styles.bio} translate="no">
              {provider.shortBio}
            </p>
            <p className={styles.offers} translate="no">{provider.serviceIds.map((id) => serviceNames.get(id) ?? id).join(' · ')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
