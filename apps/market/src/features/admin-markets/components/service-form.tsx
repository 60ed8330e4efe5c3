import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminService, type ServiceDetails, type ServiceDetailsInput, serviceDetailsSchema } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { NumberField } from '@marketplace/shared-ui/number-field';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useSaveService } from '../api/use-admin-services';

const fields = ['name', 'description', 'unit', 'defaultDurationMinutes', 'translations.de.name', 'translations.de.description'] as const;
const noGerman = { name: '', description: '' };
const blank: ServiceDetailsInput = { name: '', description: '', unit: 'job', defaultDurationMinutes: 60, translations: { de: noGerman } };

/**
 * German left empty is no German (its readers read the English): sent as `translations: {}`,
 * which also removes German saved before. Otherwise the contract checks it like the English.
 */
const withoutBlankGerman = (values: ServiceDetailsInput): ServiceDetailsInput => {
  const german = values.translations?.de;
  return german && !german.name.trim() && !german.description.trim() ? { ...values, translations: {} } : values;
};
const checkDetails = zodResolver(serviceDetailsSchema);
const resolver: Resolver<ServiceDetailsInput, unknown, ServiceDetails> = (values, context, options) => checkDetails(withoutBlankGerman(values), context, options);

/** A catalogue entry: create one (no `service`) or edit it. Its id comes from its first name, for good. */
export function ServiceForm({ service, onDone }: { service?: AdminService; onDone: (saved: AdminService) => void }) {
  const intl = useIntl();
  const units = [
    { value: 'job', label: intl.formatMessage({ id: 'market.service-form.per-job', defaultMessage: 'Per job' }), description: intl.formatMessage({ id: 'market.service-form.per-job-hint', defaultMessage: 'One price for the whole job.' }) },
    { value: 'hour', label: intl.formatMessage({ id: 'market.service-form.per-hour', defaultMessage: 'Per hour' }), description: intl.formatMessage({ id: 'market.service-form.per-hour-hint', defaultMessage: 'The price is for each hour booked.' }) },
  ];
  const save = useSaveService(service?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<ServiceDetailsInput, unknown, ServiceDetails>({
    resolver,
    defaultValues: service
      ? { name: service.name, description: service.description, unit: service.unit, defaultDurationMinutes: service.defaultDurationMinutes, translations: { de: service.translations.de ?? noGerman } }
      : blank,
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onDone(await save.mutateAsync(values));
    } catch (error) {
      setProblem(applyServerErrors(error, fields, setError));
    }
  });
  const label = service ? intl.formatMessage({ id: 'market.service-form.edit', defaultMessage: 'Edit {service}' }, { service: service.name }) : intl.formatMessage({ id: 'market.service-form.new', defaultMessage: 'New service' });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormLayout>
        {problem && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'market.service-form.not-saved', defaultMessage: 'The service was not saved' })}>
            {problem}
          </Alert>
        )}
        <TextField label={intl.formatMessage({ id: 'market.service-form.name', defaultMessage: 'Name' })} maxLength={100} required error={errors.name?.message} {...register('name')} />
        <TextArea label={intl.formatMessage({ id: 'market.service-form.description', defaultMessage: 'Description' })} rows={3} maxLength={2000} error={errors.description?.message} {...register('description')} />
        <TextField
          label={intl.formatMessage({ id: 'market.service-form.german-name', defaultMessage: 'Name in German' })}
          hint={intl.formatMessage({ id: 'market.service-form.german-hint', defaultMessage: 'What visitors reading German see. Left empty, they read the English.' })}
          lang="de"
          maxLength={100}
          error={errors.translations?.de?.name?.message}
          {...register('translations.de.name')}
        />
        <TextArea
          label={intl.formatMessage({ id: 'market.service-form.german-description', defaultMessage: 'Description in German' })}
          lang="de"
          rows={3}
          maxLength={2000}
          error={errors.translations?.de?.description?.message}
          {...register('translations.de.description')}
        />
        <Controller
          control={control}
          name="unit"
          render={({ field }) => <RadioGroup label={intl.formatMessage({ id: 'market.service-form.charged', defaultMessage: 'Charged' })} options={units} value={field.value} onValueChange={field.onChange} ref={field.ref} error={errors.unit?.message} orientation="horizontal" />}
        />
        <NumberField
          label={intl.formatMessage({ id: 'market.service-form.duration', defaultMessage: 'Default duration' })}
          unit={intl.formatMessage({ id: 'market.service-form.minutes', defaultMessage: 'minutes' })}
          min={15}
          max={1440}
          step={15}
          hint={intl.formatMessage({ id: 'market.service-form.duration-hint', defaultMessage: 'What a booking takes unless the customer asks for longer.' })}
          error={errors.defaultDurationMinutes?.message} {...register('defaultDurationMinutes', { valueAsNumber: true })} />
        <FormActions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <FormattedMessage id="market.service-form.saving" defaultMessage="Saving…" />
            ) : service ? (
              <FormattedMessage id="market.service-form.save" defaultMessage="Save service" />
            ) : (
              <FormattedMessage id="market.service-form.add" defaultMessage="Add service" />
            )}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}
