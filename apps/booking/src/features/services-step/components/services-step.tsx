import { Suspense, useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  useMarketFromLink();
  const { marketId } = useBookingDraft();
  const market = useMarket(marketId);
  const live = market.data?.status === 'live' ? market.data : undefined;

  const loadingServices = <Skeleton lines={6} label={intl.formatMessage({ id: 'booking.services.loading', defaultMessage: 'Loading the services…' })} />;
  let marketState: ReactNode = null;
  if (marketId && market.isPending) marketState = loadingServices;
  else if (market.isError) {
    const missing = isNotFound(market.error);
    marketState = (
      <Alert
        tone="warning"
        title={missing ? intl.formatMessage({ id: 'booking.services.unknown-city', defaultMessage: 'We don’t know that city' }) : intl.formatMessage({ id: 'booking.services.load-failed', defaultMessage: 'We could not load the services' })}
        action={
          missing ? undefined : (
            <Button onClick={() => void market.refetch()}>
              <FormattedMessage id="booking.services.try-again" defaultMessage="Try again" />
            </Button>
          )
        }
      >
        {missing ? <FormattedMessage id="booking.services.choose-above" defaultMessage="Choose one of our cities above." /> : errorMessage(market.error)}
      </Alert>
    );
  } else if (market.data && !live) {
    marketState = (
      <Alert tone="info" title={intl.formatMessage({ id: 'booking.services.not-live', defaultMessage: 'We are not taking bookings in {market} yet' }, { market: market.data.name })}>
        <FormattedMessage
          id="booking.services.not-live-detail"
          defaultMessage="Choose another city, or <link>join the waitlist</link> to hear when we open there."
          values={{ link: (chunks) => <Link to="/coming-soon">{chunks}</Link> }}
        />
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
