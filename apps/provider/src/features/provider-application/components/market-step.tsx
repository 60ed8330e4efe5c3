import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { applicationDraftSchema } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { Fieldset, FormLayout } from '@marketplace/shared-ui/form-layout';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { useSaveApplication } from '../api/use-application';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** The step's own check speaks the page's language: the schema is built with its intl. */
const marketSchema = (intl: IntlShape) =>
  z.object({
    marketId: applicationDraftSchema.shape.marketId.def.innerType,
    serviceIds: applicationDraftSchema.shape.serviceIds.def.innerType.check(
      z.minLength(1, intl.formatMessage({ id: 'provider.apply.market.no-service', defaultMessage: 'Choose at least one service' })),
    ),
  });

/** Step 2: the one market to work in (a provider applies per market) and the services offered there. */
export function MarketStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const intl = useIntl();
  const schema = useMemo(() => marketSchema(intl), [intl]);
  const save = useSaveApplication(application.id);
  const { form, onSubmit, formError } = useStepForm(schema, { marketId: application.marketId ?? '', serviceIds: application.serviceIds }, (values) => save.mutateAsync(values), onDone);
  const marketId = useWatch({ control: form.control, name: 'marketId' });
  const market = data.markets.find((candidate) => candidate.id === marketId);
  const options = data.markets.map((candidate) => ({
    value: candidate.id,
    label:
      candidate.status === 'live'
        ? candidate.name
        : intl.formatMessage({ id: 'provider.apply.market.coming-soon', defaultMessage: '{market} (coming soon)' }, { market: candidate.name }),
  }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'provider.apply.step.market', defaultMessage: 'Market and services' })}>
      <FormLayout>
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.not-saved', defaultMessage: 'Not saved' })}>
            {formError}
          </Alert>
        )}
        <SelectField
          label={intl.formatMessage({ id: 'provider.apply.market.market', defaultMessage: 'Market' })}
          hint={intl.formatMessage({ id: 'provider.apply.market.market-hint', defaultMessage: 'Where you will work. To work in another market later, apply there too.' })}
          placeholder={intl.formatMessage({ id: 'provider.apply.market.choose', defaultMessage: 'Choose a market' })}
          required options={options} error={form.formState.errors.marketId?.message} {...form.register('marketId')} />
        <Controller
          control={form.control}
          name="serviceIds"
          render={({ field, fieldState }) => (
            <Fieldset
              legend={intl.formatMessage({ id: 'provider.apply.market.services', defaultMessage: 'Services you offer' })}
              hint={
                market
                  ? intl.formatMessage({ id: 'provider.apply.market.services-in', defaultMessage: 'Services offered in {market}.' }, { market: market.name })
                  : intl.formatMessage({ id: 'provider.apply.market.choose-first', defaultMessage: 'Choose a market first.' })
              }
            >
              {market?.services.map((service) => (
                <Checkbox
                  key={service.id}
                  label={<span translate="no">{service.name}</span>}
                  checked={field.value.includes(service.id)}
                  onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, service.id] : field.value.filter((id) => id !== service.id))}
                />
              ))}
              {fieldState.error && <p role="alert">{fieldState.error.message}</p>}
            </Fieldset>
          )}
        />
      </FormLayout>
      <StepActions pending={form.formState.isSubmitting} onBack={onBack} />
    </form>
  );
}
