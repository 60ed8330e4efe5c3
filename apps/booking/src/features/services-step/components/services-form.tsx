import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useForm, useWatch } from 'react-hook-form';
import type { MarketDetail } from '@marketplace/contracts';
import { durationText } from '@marketplace/domain-text/quantities';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { chooseServices } from '../../../stores/booking-draft/draft-updates';
import {
  estimateDurationMinutes,
  quantitiesFrom,
  selectionProblem,
  servicesFormSchema,
  toSelection,
  type ServicesFormValues,
} from '../domain/services-form';
import { CityPicker } from './city-picker';
import { ServiceList } from './service-list';
import styles from './services-step.module.css';

interface ServicesFormProps {
  /** The chosen market, loaded and taking bookings. */
  market: MarketDetail;
  renderActions: (pending: boolean) => ReactNode;
  onDone: () => void;
}

/**
 * City and services. Quantities go into the draft as they change (when valid), so the summary's
 * price follows; Next checks that at least one service is chosen.
 */
export function ServicesForm({ market, renderActions, onDone }: ServicesFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => servicesFormSchema(intl), [intl]);
  const draft = useBookingDraft();
  const { register, handleSubmit, control, setError, setFocus, formState } = useForm<ServicesFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { quantities: quantitiesFrom(market.services, draft.services) },
  });
  const quantities = useWatch({ control, name: 'quantities' });
  const selection = toSelection(quantities ?? {});
  const minutes = estimateDurationMinutes(selection, market.services);

  useEffect(() => {
    if (!schema.safeParse({ quantities }).success) return;
    draftStore.update((current) => chooseServices(current, toSelection(quantities)));
  }, [quantities, schema]);

  const onSubmit = handleSubmit((values) => {
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
      <CityPicker />
      <ServiceList market={market} register={register} errors={formState.errors} />
      <p role="status" className={styles.duration}>
        {minutes > 0
          ? intl.formatMessage({ id: 'booking.services.estimated-duration', defaultMessage: 'Estimated duration: about {duration}' }, { duration: durationText(intl, minutes) })
          : ''}
      </p>
      {renderActions(formState.isSubmitting)}
    </form>
  );
}
