import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { useMarkets } from '../../../lib/queries/use-market';

interface MarketPickerProps {
  value: string | undefined;
  error?: string;
  onChange: (marketId: string) => void;
}

/** Which city the job is in: the markets taking bookings. */
export function MarketPicker({ value, error, onChange }: MarketPickerProps) {
  const intl = useIntl();
  const markets = useMarkets();
  if (markets.isError) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'booking.services.cities-failed', defaultMessage: 'We could not load the cities' })}
        action={
          <Button onClick={() => void markets.refetch()}>
            <FormattedMessage id="booking.services.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        <FormattedMessage id="booking.services.try-later" defaultMessage="Please try again in a moment." />
      </Alert>
    );
  }
  const live = (markets.data?.markets ?? []).filter((market) => market.status === 'live');
  return (
    <SelectField
      label={intl.formatMessage({ id: 'booking.services.city', defaultMessage: 'City' })}
      hint={intl.formatMessage({ id: 'booking.services.city-hint', defaultMessage: 'Where the job is. Services and prices depend on the city.' })}
      placeholder={markets.isPending ? intl.formatMessage({ id: 'booking.services.loading-cities', defaultMessage: 'Loading cities…' }) : intl.formatMessage({ id: 'booking.services.choose-a-city', defaultMessage: 'Choose a city' })}
      options={live.map((market) => ({ value: market.id, label: market.name }))}
      value={live.some((market) => market.id === value) ? value : ''}
      disabled={markets.isPending}
      error={error}
      onChange={(event) => {
        if (event.target.value) onChange(event.target.value);
      }}
    />
  );
}
