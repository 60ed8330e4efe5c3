import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isMarketId } from '@marketplace/contracts/ids';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useAdminMarket } from '../features/admin-markets/api/use-admin-markets';
import { BackTo } from '../features/admin-markets/components/back-to';
import { EditMarketForm } from '../features/admin-markets/components/edit-market-form';
import { MarketStatusPanel } from '../features/admin-markets/components/market-status-panel';
import styles from './admin-market-page.module.css';

/** /admin/markets/:marketId — where the market stands (coming soon ↔ live), and its details and settings. */
export default function AdminMarketPage() {
  const marketId = useParams().marketId ?? '';
  const intl = useIntl();
  const market = useAdminMarket(marketId);
  const marketWord = intl.formatMessage({ id: 'market.admin-market.title-loading', defaultMessage: 'Market' });
  useDocumentTitle(intl.formatMessage({ id: 'market.admin-market.document-title', defaultMessage: '{market} · Admin' }, { market: market.data?.name ?? marketWord }));
  const back = <BackTo to="/admin/markets" label={intl.formatMessage({ id: 'market.admin-markets.title', defaultMessage: 'Markets' })} />;
  if (!isMarketId(marketId) || market.isError)
    return (
      <div>
        <PageHeader before={back} title={marketWord} />
        <Alert tone="danger">{isMarketId(marketId) ? errorMessage(market.error) : intl.formatMessage({ id: 'market.admin-market.no-such', defaultMessage: 'There is no such market.' })}</Alert>
      </div>
    );
  return (
    <div className={styles.page}>
      <PageHeader
        before={back}
        title={
          market.data ? (
            <span translate="no">
              {market.data.name} ({market.data.id})
            </span>
          ) : (
            marketWord
          )
        }
      />
      {market.data ? (
        <>
          <MarketStatusPanel market={market.data} />
          <section aria-labelledby="market-details-title">
            <h2 id="market-details-title" className={styles.heading}>
              <FormattedMessage id="market.admin-market.details" defaultMessage="Details and settings" />
            </h2>
            <EditMarketForm market={market.data} onReload={() => market.refetch()} />
          </section>
        </>
      ) : (
        <Skeleton variant="block" height="12rem" label={intl.formatMessage({ id: 'market.admin-market.loading', defaultMessage: 'Loading the market' })} />
      )}
    </div>
  );
}
