import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { SettingsFieldsets } from '../../../lib/settings-form/settings-fieldsets';
import { settingsServerProblem } from '../../../lib/settings-form/settings-server-problem';
import { useCreateMarket } from '../api/use-admin-markets';
import { newMarketDefaults, newMarketFields, type NewMarketFormInput, type NewMarketFormOutput, newMarketFormSchema, toCreateBody } from '../domain/market-form-schema';
import { MarketIdentityFields } from './market-identity-fields';

/**
 * A new market with every setting, saved in one request (nothing half-saved: the API creates it
 * in one transaction). It starts coming soon; then the admin goes to its page.
 */
export function NewMarketForm() {
  const intl = useIntl();
  const create = useCreateMarket();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NewMarketFormInput, unknown, NewMarketFormOutput>({ resolver: zodResolver(newMarketFormSchema), defaultValues: newMarketDefaults });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const market = await create.mutateAsync(toCreateBody(values));
      await navigate(`/admin/markets/${market.id}`, { state: { created: true } });
    } catch (error) {
      setProblem(settingsServerProblem(error, newMarketFields, form.setError).message);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'market.admin-market.new-form', defaultMessage: 'New market' })}>
        <FormLayout>
          {problem && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'market.admin-market.not-created', defaultMessage: 'The market was not created' })}>
              {problem}
            </Alert>
          )}
          <MarketIdentityFields />
          <SettingsFieldsets />
          <FormActions>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <FormattedMessage id="market.admin-market.creating" defaultMessage="Creating…" /> : <FormattedMessage id="market.admin-market.create" defaultMessage="Create market" />}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </FormProvider>
  );
}
