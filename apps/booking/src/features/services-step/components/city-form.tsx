import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { CityPicker } from './city-picker';
import styles from './services-step.module.css';

interface CityFormProps {
  /** Shown under the city while its services can't be (loading, not found, not live). */
  marketState?: ReactNode;
  renderActions: (pending: boolean) => ReactNode;
}

/**
 * Step 1 until a city taking bookings is known, as a first visit starts: the city alone. The
 * quantities form (react-hook-form, zod, the contract's rules) loads once there are services.
 */
export function CityForm({ marketState, renderActions }: CityFormProps) {
  const intl = useIntl();
  const { marketId } = useBookingDraft();
  const [marketError, setMarketError] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!marketId) setMarketError(intl.formatMessage({ id: 'booking.services.choose-city', defaultMessage: 'Choose the city the job is in' }));
      }}
      noValidate
      aria-labelledby="step-title"
      className={styles.form}
    >
      <CityPicker error={marketError} onChosen={() => setMarketError(undefined)} />
      {marketState}
      {renderActions(false)}
    </form>
  );
}
