import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { profileDetailsSchema, type ProviderEditor } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { RichTextEditor } from '@marketplace/shared-ui/rich-text-editor';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useUpdateDetails } from '../api/use-profile-mutations';
import { CheckboxList } from './checkbox-list';
import styles from './profile-editor.module.css';

type DetailsInput = z.input<typeof profileDetailsSchema>;
const fields = ['displayName', 'bioHtml', 'serviceIds', 'marketIds'] as const;
const bioMaxLength = 4000;

/** Who the provider is (name, bio) and what they do where (markets, services active there). */
export function DetailsForm({ editor }: { editor: ProviderEditor }) {
  const intl = useIntl();
  const save = useUpdateDetails(editor.id);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<DetailsInput, unknown, z.output<typeof profileDetailsSchema>>({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: { displayName: editor.displayName, bioHtml: editor.bioHtml, serviceIds: editor.serviceIds, marketIds: editor.marketIds },
  });
  const marketIds = useWatch({ control, name: 'marketIds' });
  const chosenMarkets = editor.choices.filter((market) => marketIds.includes(market.id));
  const services = [...new Map(chosenMarkets.flatMap((market) => market.services).map((service) => [service.id, service])).values()].sort((a, b) => a.name.localeCompare(b.name));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Services no chosen market offers are dropped rather than refused.
      await save.mutateAsync({ ...values, serviceIds: values.serviceIds.filter((id) => services.some((service) => service.id === id)) });
      toast({ title: intl.formatMessage({ id: 'provider.details.saved', defaultMessage: 'Your profile is saved' }), tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    <Card as="section" aria-labelledby="details-title" className={styles.section}>
      <h2 id="details-title">
        <FormattedMessage id="provider.details.title" defaultMessage="About you" />
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby="details-title">
        <FormLayout>
          {formError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'provider.details.not-saved', defaultMessage: 'Your profile was not saved' })}>
              {formError}
            </Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'provider.details.display-name', defaultMessage: 'Name customers see' })}
            required maxLength={80} autoComplete="name" error={formState.errors.displayName?.message} {...register('displayName')} />
          <Controller
            control={control}
            name="bioHtml"
            render={({ field, fieldState }) => (
              <div {...personalDataProps}>
                <RichTextEditor
                  label={intl.formatMessage({ id: 'provider.details.bio', defaultMessage: 'Bio' })}
                  hint={intl.formatMessage({ id: 'provider.details.bio-hint', defaultMessage: 'What you do best, your experience, what customers can expect. Bold, italic, lists and links.' })}
                  maxLength={bioMaxLength}
                  error={fieldState.error?.message}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </div>
            )}
          />
          <Controller
            control={control}
            name="marketIds"
            render={({ field, fieldState }) => (
              <CheckboxList
                legend={intl.formatMessage({ id: 'provider.details.markets', defaultMessage: 'Markets you work in' })}
                options={editor.choices} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="serviceIds"
            render={({ field, fieldState }) => (
              <CheckboxList
                legend={intl.formatMessage({ id: 'provider.details.services', defaultMessage: 'Services you offer' })}
                hint={intl.formatMessage({ id: 'provider.details.services-hint', defaultMessage: 'Only the services your markets offer.' })}
                options={services}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                empty={intl.formatMessage({ id: 'provider.details.choose-market-first', defaultMessage: 'Choose a market first.' })}
              />
            )}
          />
          <FormActions>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? (
                <FormattedMessage id="provider.details.saving" defaultMessage="Saving…" />
              ) : (
                <FormattedMessage id="provider.details.save" defaultMessage="Save profile" />
              )}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </Card>
  );
}
