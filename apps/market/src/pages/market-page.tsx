import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { MarketDetail } from '@marketplace/contracts';
import { isMarketId } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { useMarket } from '../features/market-overview/api/use-market';
import { MarketOverview } from '../features/market-overview/components/market-overview';

/** /market/:id — what can be booked here, for how much, with whom, and on what terms. */
export default function MarketPage() {
  const { id = '' } = useParams();
  // An id that could never be a market's names none: no request, the site's not-found screen.
  if (!isMarketId(id)) throw new NotFoundError(`No market "${id}"`);
  return <MarketScreen marketId={id} />;
}

function MarketScreen({ marketId }: { marketId: string }) {
  const intl = useIntl();
  const market = useMarket(marketId);
  useDocumentTitle(market.data?.name ?? intl.formatMessage({ id: 'market.page.document-title', defaultMessage: 'Market' }));

  return (
    <QueryScreen
      query={market}
      loading={intl.formatMessage({ id: 'market.page.loading', defaultMessage: 'Loading the market…' })}
      failed={intl.formatMessage({ id: 'market.page.failed', defaultMessage: 'We could not load this market' })}
      notFound={`No market "${marketId}"`}>
      {(data) => <MarketContent data={data} />}
    </QueryScreen>
  );
}

function MarketContent({ data }: { data: MarketDetail }) {
  const intl = useIntl();
  const live = data.status === 'live';
  const bookNow = (
    <Button asChild size="lg">
      <Link to={`/book-now?market=${data.id}`}>
        <FormattedMessage id="market.page.book-now" defaultMessage="Book now in {market}" values={{ market: <span translate="no">{data.name}</span> }} />
      </Link>
    </Button>
  );
  return (
    <div data-page="market">
      <PageHeader
        title={<span translate="no">{data.name}</span>}
        description={
          <>
            <span translate="no">{data.serviceArea}</span>{' '}
            {!live && (
              <Badge tone="warning">
                <FormattedMessage id="market.page.coming-soon" defaultMessage="Coming soon" />
              </Badge>
            )}
          </>
        }
        actions={live ? bookNow : undefined}
      />
      {live ? (
        <MarketOverview market={data} />
      ) : (
        <Alert
          tone="info"
          title={intl.formatMessage({ id: 'market.page.not-yet', defaultMessage: 'We are not taking bookings in {market} yet' }, { market: data.name })}
          action={
            <Button asChild variant="secondary">
              <Link to="/coming-soon">
                <FormattedMessage id="market.page.join-waitlist" defaultMessage="Join the waitlist" />
              </Link>
            </Button>
          }
        >
          <FormattedMessage id="market.page.waitlist-hint" defaultMessage="Leave your email and postal code and we will tell you when we open." />
        </Alert>
      )}
    </div>
  );
}
