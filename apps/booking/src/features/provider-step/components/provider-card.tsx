import { FormattedMessage, useIntl } from 'react-intl';
import type { ProviderCard as Provider } from '@marketplace/contracts';
import { isRated, ratingText } from '@marketplace/domain-text/rating-text';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { TextLink } from '@marketplace/shared-ui/link';
import { Money } from '@marketplace/shared-ui/money';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import styles from './provider-step.module.css';

export interface ProviderCardProps {
  provider: Provider;
  totalMinor: number;
  currency?: string;
  onChoose: () => void;
  /** This provider is being held. */
  choosing: boolean;
  /** Another provider is being held: this one can't be chosen meanwhile. */
  disabled: boolean;
  /** One of the customer's favourites: marked, and listed first (docs/repeat-business.md). */
  favourite?: boolean;
}

/** One provider free at the time: picture, name, rating, short bio, the job's price, and Choose. */
export function ProviderCard({ provider, totalMinor, currency, onChoose, choosing, disabled, favourite = false }: ProviderCardProps) {
  const intl = useIntl();
  return (
    <li className={styles.card}>
      <Avatar name={provider.displayName} src={provider.pictureUrl ?? undefined} size="lg" decorative className={styles.avatar} />
      <div className={styles.about}>
        <h2 className={styles.name} translate="no">
          {provider.displayName}
        </h2>
        {favourite && (
          <p className={styles.favourite}>
            <Badge tone="success">
              <span aria-hidden="true">★ </span>
              <FormattedMessage id="booking.provider-card.favourite" defaultMessage="Your favourite" />
            </Badge>
          </p>
        )}
        <p className={styles.rating}>
          {isRated(provider.rating) ? (
            <span aria-hidden="true" className={styles.star}>
              ★
            </span>
          ) : (
            <Badge tone="info">
              <FormattedMessage id="booking.provider-card.new" defaultMessage="New" />
            </Badge>
          )}{' '}
          {ratingText(intl, provider.rating)}
        </p>
        <p className={styles.bio} translate="no">
          {provider.shortBio}
        </p>
        <TextLink href={`/provider-profile/${provider.id}`} external className={styles.profile}>
          <FormattedMessage
            id="booking.provider-card.profile"
            defaultMessage="Profile and reviews<hidden> of {name}</hidden>"
            values={{ name: provider.displayName, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
          />
        </TextLink>
      </div>
      <div className={styles.choice}>
        {currency && (
          <p className={styles.price}>
            <Money amountMinor={totalMinor} currency={currency} className={styles.amount} />
            <span className={styles.priceNote}>
              <FormattedMessage id="booking.provider-card.price-note" defaultMessage="total, fees and tax included" />
            </span>
          </p>
        )}
        <Button onClick={onChoose} loading={choosing} disabled={disabled} className={styles.choose}>
          <FormattedMessage
            id="booking.provider-card.choose"
            defaultMessage="Choose<hidden> {name}</hidden>"
            values={{ name: provider.displayName, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
          />
        </Button>
      </div>
    </li>
  );
}
