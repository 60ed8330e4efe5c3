import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MarketDetail } from '@marketplace/contracts';
import { durationText } from '@marketplace/domain-text/quantities';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { chooseMarket, chooseServices } from '../../../stores/booking-draft/draft-updates';
import {
  estimateDurationMinutes,
  quantitiesFrom,
  selectionProblem,
  servicesFormSchema,
  toSelection,
  type ServicesFormValues,
} from '../domain/services-form';
import { MarketPicker } from './market-picker';
import { ServiceList } from './service-list';
import styles from './services-step.module.css';

interface ServicesFormProps {
  /** The chosen market when it is loaded and taking bookings. */
  market: MarketDetail | undefined;
  /** Shown under the city while its services can't be (loading, not found, not live). */
  marketState?: ReactNode;
  renderActions: (pending: boolean) => ReactNode;
  onDone: () => void;
}

/**
 * City and services. Quantities go into the draft as they change (when valid), so the summary's
 * price follows; Next checks that at least one service is chosen.
 */
export function ServicesForm({ market, marketState, renderActions, onDone }: ServicesFormProps) {
  const draft = useBookingDraft();
  const [marketError, setMarketError] = useState<string>();
  const { register, handleSubmit, control, setError, setFocus, formState } = useForm<ServicesFormValues>({
    resolver: zodResolver(servicesFormSchema),
    defaultValues: { quantities: market ? quantitiesFrom(market.services, draft.services) : {} },
  });
  const quantities = useWatch({ control, name: 'quantities' });
  const selection = toSelection(quantities ?? {});
  const minutes = market ? estimateDurationMinutes(selection, market.services) : 0;

  useEffect(() => {
    if (!market || !servicesFormSchema.safeParse({ quantities }).success) return;
    draftStore.update((current) => chooseServices(current, toSelection(quantities)));
  }, [market, quantities]);

  const onSubmit = handleSubmit((values) => {
    if (!market) {
      if (!draft.marketId) setMarketError('Choose the city the job is in');
      return;
    }
    const chosen = toSelection(values.quantities);
    const problem = selectionProblem(chosen);
    if (problem) {
      setError('root.services', { message: problem });
      const first = market.services[0];
      if (first) setFocus(`quantities.${first.id}`);
      return;
    }
    draftStore.update((current) => chooseServices(current, chosen));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="step-title" className={styles.form}>
      <MarketPicker
        value={draft.marketId}
        error={marketError}
        onChange={(marketId) => {
          setMarketError(undefined);
          // Another city offers other services at other prices: the customer chooses again.
          draftStore.update((current) => chooseMarket(current, marketId, []));
        }}
      />
      {marketState}
      {market && <ServiceList market={market} register={register} errors={formState.errors} />}
      {market && (
        <p role="status" className={styles.duration}>
          {minutes > 0 ? `Estimated duration: about ${durationText(minutes)}` : ''}
        </p>
      )}
      {renderActions(formState.isSubmitting)}
    </form>
  );
}
