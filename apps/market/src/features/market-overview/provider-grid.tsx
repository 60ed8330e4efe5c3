import { Link } from 'react-router-dom';
import type { MarketDetail, ProviderCard } from '@marketplace/contracts';
import { Avatar } from '@marketplace/shared-ui/avatar';
import styles from './market-overview.module.css';

export function ratingText({ average, count }: ProviderCard['rating']): string {
  if (average === null || count === 0) return 'New — no reviews yet';
  return `${average.toFixed(1)} ★ (${count} ${count === 1 ? 'review' : 'reviews'})`;
}

export function ProviderGrid({ providers, market }: { providers: ProviderCard[]; market: MarketDetail }) {
  const serviceNames = new Map(market.services.map((service) => [service.id, service.name]));
  return (
    <ul className={styles.providers}>
      {providers.map((provider) => (
        <li key={provider.id} className={styles.provider}>
          <Avatar name={provider.displayName} src={provider.pictureUrl ?? undefined} size="lg" decorative />
          <div className={styles.providerText}>
            <Link to={`/provider-profile/${provider.id}`} className={styles.providerName}>
              {provider.displayName}
            </Link>
            <span className={styles.rating}>{ratingText(provider.rating)}</span>
            <p className={styles.bio}>{provider.shortBio}</p>
            <p className={styles.offers}>{provider.serviceIds.map((id) => serviceNames.get(id) ?? id).join(' · ')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
