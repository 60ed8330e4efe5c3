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
  const markets = useMarkets();
  if (markets.isError) {
    return (
      <Alert tone="danger" title="We could not load the cities" action={<Button onClick={() => void markets.refetch()}>Try again</Button>}>
        Please try again in a moment.
      </Alert>
    );
  }
  const live = (markets.data?.markets ?? []).filter((market) => market.status === 'live');
  return (
    <SelectField
      label="City"
      hint="Where the job is. Services and prices depend on the city."
      placeholder={markets.isPending ? 'Loading cities…' : 'Choose a city'}
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
