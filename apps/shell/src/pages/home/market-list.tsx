import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { marketsQuery } from '@marketplace/api-client';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import styles from './market-list.module.css';

/** The markets we serve (and those opening soon), each linking to its market page. */
export function MarketList() {
  const intl = useIntl();
  const markets = useQuery(marketsQuery());

  if (markets.isPending) return <MarketListSkeleton />;
  if (markets.isError) {
    return (
      <Alert
        tone="warning"
        title={intl.formatMessage({ id: 'shell.home.markets.failed', defaultMessage: 'We could not load our markets' })}
        action={
          <Button variant="secondary" onClick={() => void markets.refetch()}>
            <FormattedMessage id="shell.home.markets.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(markets.error, intl)}
      </Alert>
    );
  }
  return (
    <ul className={styles.markets}>
      {markets.data.markets.map((market) => (
        <li key={market.id} className={styles.market}>
          <Link to={market.status === 'live' ? `/market/${market.id}` : `/coming-soon?market=${market.id}`} className={styles.link}>
            <span className={styles.name} translate="no">
              {market.name}
            </span>
            <span className={styles.note} translate="no">
              {market.serviceArea}
            </span>
          </Link>
          {market.status === 'coming_soon' && (
            <Badge tone="warning">
              <FormattedMessage id="shell.home.markets.coming-soon" defaultMessage="Coming soon" />
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

const PLACEHOLDERS = ['first', 'second', 'third'];

/**
 * Market cards in outline, in the prerendered page until the list arrives (after hydration):
 * about the list's size, so the page below moves little. No inline styles: the page's CSP
 * refuses style attributes in HTML.
 */
function MarketListSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>
        <FormattedMessage id="shell.home.markets.loading" defaultMessage="Loading markets…" />
      </VisuallyHidden>
      <ul className={styles.markets} aria-hidden="true">
        {PLACEHOLDERS.map((key) => (
          <li key={key} className={styles.market}>
            <span className={styles.link}>
              <Skeleton className={styles.placeholderName} />
              <Skeleton className={styles.placeholderNote} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
