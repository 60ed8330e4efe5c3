import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { addressSchema, type Address, type MarketSummary } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Fieldset } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useMarket } from '../../../lib/queries/use-market';
import { useServerErrors } from '../../../lib/use-server-errors';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { chooseMarket, saveAddress } from '../../../stores/booking-draft/draft-updates';
import { coverageOutcome } from '../domain/coverage-outcome';
import { MarketSwitch } from './market-switch';
import styles from './address-step.module.css';

type AddressInput = z.input<typeof addressSchema>;
const fields = ['line1', 'line2', 'city', 'postalCode'] as const;

export interface AddressStepProps {
  renderActions: (pending: boolean) => ReactNode;
  /** Field errors the API gave when placing the booking (`address.city`…). */
  serverErrors?: Record<string, string[]>;
  /** Go on; with a message when the market changed on the way. */
  onDone: (notice?: string) => void;
  /** No live market serves the postal code: the draft is kept, the waitlist is next. */
  onNotCovered: (postalCode: string) => void;
  /** The new market offers none of the chosen services: choose again. */
  onServicesGone: (notice: string) => void;
}

/** Step 2: where the job is. The postal code decides the market (API coverage check). */
export function AddressStep({ renderActions, serverErrors, onDone, onNotCovered, onServicesGone }: AddressStepProps) {
  const intl = useIntl();
  const draft = useBookingDraft();
  const market = useMarket(draft.marketId);
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingSwitch, setPendingSwitch] = useState<{ address: Address; market: MarketSummary } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<AddressInput, unknown, Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: { line1: '', line2: '', city: '', postalCode: '', ...draft.address },
  });
  useServerErrors(serverErrors, 'address.', fields, setError);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (address) => {
    setFormError(null);
    setPendingSwitch(null);
    try {
      const coverage = await api('booking.coverage', { query: { postalCode: address.postalCode } });
      const outcome = coverageOutcome(coverage, draft.marketId);
      if (outcome.kind === 'other-market') {
        setPendingSwitch({ address, market: outcome.market });
        return;
      }
      draftStore.update((current) => saveAddress(current, address));
      if (outcome.kind === 'not-covered') onNotCovered(address.postalCode);
      else onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  function switchMarket(target: MarketSummary, address: Address, offeredIds: string[], droppedNames: string[]) {
    draftStore.update((current) => saveAddress(chooseMarket(current, target.id, offeredIds), address));
    if (!draftStore.get().services) {
      onServicesGone(intl.formatMessage({ id: 'booking.address.moved-choose', defaultMessage: 'Your booking is now in {market}. Choose the services you need there.' }, { market: target.name }));
      return;
    }
    onDone(
      droppedNames.length
        ? intl.formatMessage({ id: 'booking.address.moved-removed', defaultMessage: 'Your booking is now in {market}. Removed (not offered there): {services}.' }, { market: target.name, services: droppedNames.join(', ') })
        : intl.formatMessage({ id: 'booking.address.moved', defaultMessage: 'Your booking is now in {market}.' }, { market: target.name }),
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="step-title" className={styles.form}>
      {formError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'booking.address.check-failed', defaultMessage: 'We could not check this address' })}>
          {formError}
        </Alert>
      )}
      <Fieldset
        legend={intl.formatMessage({ id: 'booking.address.legend', defaultMessage: 'Service address' })}
        hint={
          market.data ? (
            // The area and the market's name are the market's own words (data), not messages.
            <FormattedMessage
              id="booking.address.serve"
              defaultMessage="We serve <data>{area}</data> in <data>{market}</data>."
              values={{ area: market.data.serviceArea, market: market.data.name, data: (chunks) => <span translate="no">{chunks}</span> }}
            />
          ) : undefined
        }
      >
        <TextField label={intl.formatMessage({ id: 'booking.address.line1', defaultMessage: 'Street and number' })} autoComplete="address-line1" required error={errors.line1?.message} {...register('line1')} />
        <TextField label={intl.formatMessage({ id: 'booking.address.line2', defaultMessage: 'Apartment, floor, etc. (optional)' })} autoComplete="address-line2" error={errors.line2?.message} {...register('line2')} />
        <div className={styles.row}>
          <TextField label={intl.formatMessage({ id: 'booking.address.city', defaultMessage: 'City' })} autoComplete="address-level2" required error={errors.city?.message} {...register('city')} className={styles.city} />
          <TextField
            label={intl.formatMessage({ id: 'booking.address.postal-code', defaultMessage: 'Postal code' })}
            autoComplete="postal-code"
            required
            error={errors.postalCode?.message}
            {...register('postalCode')}
            className={styles.postalCode}
          />
        </div>
      </Fieldset>
      {pendingSwitch && (
        <MarketSwitch
          postalCode={pendingSwitch.address.postalCode}
          from={market.data}
          to={pendingSwitch.market}
          services={draft.services}
          onConfirm={(offered, dropped) => switchMarket(pendingSwitch.market, pendingSwitch.address, offered, dropped)}
          onCancel={() => setPendingSwitch(null)}
        />
      )}
      {renderActions(formState.isSubmitting)}
    </form>
  );
}
