import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isNotFound } from '@marketplace/error-reporting';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { errorMessage } from '@marketplace/api-client/errors';
import { useMarket } from '../../../lib/queries/use-market';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { chooseMarket } from '../../../stores/booking-draft/draft-updates';
import { CityForm } from './city-form';

const ServicesForm = lazyWithRetry(async () => ({ default: (await import('./services-form')).ServicesForm }));

/** `?market=nyc` (the market page's "Book now"): that city, once; then the param goes. */
function useMarketFromLink() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('market');
  useEffect(() => {
    if (!requested) return;
    // Checked with the contract's rule, which comes with the quantities form's chunk anyway.
    void import('../domain/market-link').then(({ isMarketId }) => {
      if (isMarketId(requested)) draftStore.update((draft) => chooseMarket(draft, requested, []));
    });
    setParams(
      (current) => {
        current.delete('market');
        return current;
      },
      { replace: true },
    );
  }, [requested, setParams]);
}

export interface ServicesStepProps {
  renderActions: (pending: boolean) => ReactNode;
  onDone: () => void;
}

/** Step 1: the city (from the link, the draft or a choice), then its services and quantities. */
export function ServicesStep({ renderActions, onDone }: ServicesStepProps) {
  useMarketFromLink();
  const { marketId } = useBookingDraft();
  const market = useMarket(marketId);
  const live = market.data?.status === 'live' ? market.data : undefined;

  const loadingServices = <Skeleton lines={6} label="Loading the services…" />;
  let marketState: ReactNode = null;
  if (marketId && market.isPending) marketState = loadingServices;
  else if (market.isError) {
    const missing = isNotFound(market.error);
    marketState = (
      <Alert
        tone="warning"
        title={missing ? 'We don’t know that city' : 'We could not load the services'}
        action={missing ? undefined : <Button onClick={() => void market.refetch()}>Try again</Button>}
      >
        {missing ? 'Choose one of our cities above.' : errorMessage(market.error)}
      </Alert>
    );
  } else if (market.data && !live) {
    marketState = (
      <Alert tone="info" title={`We are not taking bookings in ${market.data.name} yet`}>
        Choose another city, or <Link to="/coming-soon">join the waitlist</Link> to hear when we open there.
      </Alert>
    );
  }
  if (!live) return <CityForm marketState={marketState} renderActions={renderActions} />;
  return (
    <Suspense fallback={<CityForm marketState={loadingServices} renderActions={renderActions} />}>
      <ServicesForm key={live.id} market={live} renderActions={renderActions} onDone={onDone} />
    </Suspense>
  );
}
