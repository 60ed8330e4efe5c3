import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketDetail } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useMarketProviders } from '../api/use-market-providers';
import { PolicySummary } from './policy-summary';
import { ProviderGrid } from './provider-grid';
import { ServicesTable } from './services-table';
import styles from './market-overview.module.css';

/** A live market: what can be booked, for how much, on what terms, and with whom. */
export function MarketOverview({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const providers = useMarketProviders(market.id);
  return (
    <>
      <section className={styles.section} aria-labelledby="services-title">
        <h2 id="services-title">
          <FormattedMessage id="market.overview.services" defaultMessage="Services and prices" />
        </h2>
        <ServicesTable market={market} />
      </section>
      <section className={styles.section} aria-labelledby="policies-title">
        <h2 id="policies-title">
          <FormattedMessage id="market.overview.policies" defaultMessage="Good to know" />
        </h2>
        <PolicySummary market={market} />
      </section>
      <section className={styles.section} aria-labelledby="providers-title">
        <h2 id="providers-title">
          <FormattedMessage id="market.overview.providers" defaultMessage="Our providers in {market}" values={{ market: <span translate="no">{market.name}</span> }} />
        </h2>
        {providers.isPending && <Skeleton lines={4} label={intl.formatMessage({ id: 'market.overview.loading-providers', defaultMessage: 'Loading providers…' })} />}
        {providers.isError && (
          <Alert tone="warning" title={intl.formatMessage({ id: 'market.overview.providers-failed', defaultMessage: 'We could not load the providers' })}>
            {errorMessage(providers.error)}
          </Alert>
        )}
        {providers.data && <ProviderGrid providers={providers.data.providers} market={market} />}
      </section>
    </>
  );
}
