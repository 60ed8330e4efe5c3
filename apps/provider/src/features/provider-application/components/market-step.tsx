import { Controller, useWatch } from 'react-hook-form';
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

const schema = z.object({
  marketId: applicationDraftSchema.shape.marketId.def.innerType,
  serviceIds: applicationDraftSchema.shape.serviceIds.def.innerType.check(z.minLength(1, 'Choose at least one service')),
});

/** Step 2: the one market to work in (a provider applies per market) and the services offered there. */
export function MarketStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const save = useSaveApplication(application.id);
  const { form, onSubmit, formError } = useStepForm(schema, { marketId: application.marketId ?? '', serviceIds: application.serviceIds }, (values) => save.mutateAsync(values), onDone);
  const marketId = useWatch({ control: form.control, name: 'marketId' });
  const market = data.markets.find((candidate) => candidate.id === marketId);
  const options = data.markets.map((candidate) => ({ value: candidate.id, label: candidate.status === 'live' ? candidate.name : `${candidate.name} (coming soon)` }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Market and services">
      <FormLayout>
        {formError && <Alert tone="danger" title="Not saved">{formError}</Alert>}
        <SelectField label="Market" hint="Where you will work. To work in another market later, apply there too." placeholder="Choose a market" required options={options} error={form.formState.errors.marketId?.message} {...form.register('marketId')} />
        <Controller
          control={form.control}
          name="serviceIds"
          render={({ field, fieldState }) => (
            <Fieldset legend="Services you offer" hint={market ? `Services offered in ${market.name}.` : 'Choose a market first.'}>
              {market?.services.map((service) => (
                <Checkbox
                  key={service.id}
                  label={service.name}
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
