import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderProfile } from '@marketplace/contracts';
import { Money } from '@marketplace/shared-ui/money';
import styles from './provider-profile.module.css';

/** What the provider does in each of their markets, at that market's prices. */
export function ProviderOffers({ offers }: { offers: ProviderProfile['offers'] }) {
  if (offers.length === 0) {
    return (
      <p>
        <FormattedMessage id="provider.offers.none" defaultMessage="Not taking bookings in any market right now." />
      </p>
    );
  }
  return (
    <>
      {offers.map((offer) => (
        <section key={offer.marketId} aria-labelledby={`offer-${offer.marketId}`} className={styles.offer}>
          <h3 id={`offer-${offer.marketId}`} translate="no">
            <Link to={`/market/${offer.marketId}`}>{offer.marketName}</Link>
          </h3>
          {offer.services.length === 0 ? (
            <p>
              <FormattedMessage id="provider.offers.no-services" defaultMessage="No services offered here right now." />
            </p>
          ) : (
            <ul className={styles.prices}>
              {offer.services.map((service) => (
                <li key={service.id}>
                  <span translate="no">{service.name}</span>
                  <span>
                    <FormattedMessage
                      id="provider.offers.price"
                      defaultMessage="{unit, select, hour {{price} per hour} other {{price} per job}}"
                      values={{ unit: service.unit, price: <Money amountMinor={service.priceMinor} currency={offer.currency} /> }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
