import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderCard as Provider } from '@marketplace/contracts';
import type { ResponseOf } from '@marketplace/contracts/client';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { errorMessage } from '@marketplace/api-client/errors';
import { orderProviders, type ProviderPreference } from '../domain/provider-order';
import { ProviderCard } from './provider-card';
import styles from './provider-step.module.css';

export type ProviderListProps = {
  query: UseQueryResult<ResponseOf<'booking.providersAt'>>;
  /** The provider already held, shown above the list rather than in it. */
  exceptId?: string;
  othersOnly: boolean;
  currency?: string;
  choosingId?: string;
  onChoose: (provider: Provider) => void;
  timePath: string;
} & ProviderPreference

/** The providers free at the time, with their loading, failure and empty states. */
export function ProviderList({ query, exceptId, othersOnly, currency, choosingId, onChoose, timePath, preferredId, favouriteIds }: ProviderListProps) {
  const intl = useIntl();
  if (query.isPending) return <Skeleton lines={6} label={intl.formatMessage({ id: 'booking.providers.loading', defaultMessage: 'Finding who is free at this time…' })} />;
  if (query.isError) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'booking.providers.load-failed', defaultMessage: 'We could not load the providers' })}
        action={
          <Button onClick={() => void query.refetch()}>
            <FormattedMessage id="booking.providers.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const entries = orderProviders(query.data.providers, { preferredId, favouriteIds }).filter((entry) => entry.provider.id !== exceptId);
  if (entries.length === 0) {
    return (
      <EmptyState
        title={othersOnly ? intl.formatMessage({ id: 'booking.providers.no-others', defaultMessage: 'No other provider is free at this time' }) : intl.formatMessage({ id: 'booking.providers.nobody', defaultMessage: 'Nobody is free at this time any more' })}
        description={othersOnly ? undefined : intl.formatMessage({ id: 'booking.providers.nobody-detail', defaultMessage: 'Someone booked it a moment ago. Pick another time — everything else is saved.' })}
        action={
          othersOnly ? undefined : (
            <Button asChild variant="secondary">
              <Link to={timePath}>
                <FormattedMessage id="booking.providers.pick-another-time" defaultMessage="Pick another time" />
              </Link>
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={othersOnly ? intl.formatMessage({ id: 'booking.providers.others-label', defaultMessage: 'Other providers free at this time' }) : intl.formatMessage({ id: 'booking.providers.label', defaultMessage: 'Providers free at this time' })} aria-busy={query.isFetching || undefined}>
      {entries.map(({ provider, totalMinor, favourite }) => (
        <ProviderCard
          key={provider.id}
          provider={provider}
          totalMinor={totalMinor}
          favourite={favourite}
          currency={currency}
          choosing={choosingId === provider.id}
          disabled={choosingId !== undefined && choosingId !== provider.id}
          onChoose={() => onChoose(provider)}
        />
      ))}
    </ul>
  );
}
