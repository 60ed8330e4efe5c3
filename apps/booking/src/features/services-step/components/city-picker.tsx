import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { chooseMarket } from '../../../stores/booking-draft/draft-updates';
import { MarketPicker } from './market-picker';

interface CityPickerProps {
  error?: string;
  onChosen?: () => void;
}

/** The draft's city. Another city offers other services at other prices: the customer chooses them again. */
export function CityPicker({ error, onChosen }: CityPickerProps) {
  const { marketId } = useBookingDraft();
  return (
    <MarketPicker
      value={marketId}
      error={error}
      onChange={(chosen) => {
        onChosen?.();
        draftStore.update((current) => chooseMarket(current, chosen, []));
      }}
    />
  );
}
