import { Link, useParams } from 'react-router-dom';
import { NotFoundError } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { PolicySummary } from '../features/market-overview/policy-summary';
import { ProviderGrid } from '../features/market-overview/provider-grid';
import { ServicesTable } from '../features/market-overview/services-table';
import { useMarket, useMarketProviders } from '../features/market-overview/use-market-overview';
import styles from '../features/market-overview/market-overview.module.css';

/** /market/:id — what can be booked here, for how much, with whom, and on what terms. */
export default function MarketPage() {
  const { id = '' } = useParams();
  const market = useMarket(id);
  const live = market.data?.status === 'live';
  const providers = useMarketProviders(id, live);
  useDocumentTitle(market.data?.name ?? 'Market');

  if (market.isPending) return <Skeleton lines={6} label="Loading the market…" />;
  if (market.isError) {
    if ((market.error as { status?: number }).status === 404) throw new NotFoundError(`No market "${id}"`);
    return (
      <Alert tone="danger" title="We could not load this market" action={<Button onClick={() => void market.refetch()}>Try again</Button>}>
        {market.error.message}
      </Alert>
    );
  }
  const data = market.data;
  const bookNow = (
    <Button asChild size="lg">
      <Link to={`/book-now?market=${data.id}`}>Book now in {data.name}</Link>
    </Button>
  );
  return (
    <div data-page="market">
      <PageHeader
        title={data.name}
        description={
          <>
            {data.serviceArea} {!live && <Badge tone="warning">Coming soon</Badge>}
          </>
        }
        actions={live ? bookNow : undefined}
      />
      {!live ? (
        <Alert tone="info" title={`We are not taking bookings in ${data.name} yet`} action={<Button asChild variant="secondary"><Link to="/coming-soon">Join the waitlist</Link></Button>}>
          Leave your email and postal code and we will tell you when we open.
        </Alert>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="services-title">
            <h2 id="services-title">Services and prices</h2>
            <ServicesTable market={data} />
          </section>
          <section className={styles.section} aria-labelledby="policies-title">
            <h2 id="policies-title">Good to know</h2>
            <PolicySummary market={data} />
          </section>
          <section className={styles.section} aria-labelledby="providers-title">
            <h2 id="providers-title">Our providers in {data.name}</h2>
            {providers.isPending && <Skeleton lines={4} label="Loading providers…" />}
            {providers.isError && <Alert tone="warning" title="We could not load the providers">{providers.error.message}</Alert>}
            {providers.data && <ProviderGrid providers={providers.data.providers} market={data} />}
          </section>
        </>
      )}
    </div>
  );
}
