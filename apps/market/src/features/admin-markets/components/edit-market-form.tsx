import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMarket } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { useToast } from '@marketplace/shared-ui/toast';
import { SaveProblemAlert } from '../../../lib/settings-form/save-problem-alert';
import { SettingsFieldsets } from '../../../lib/settings-form/settings-fieldsets';
import { type SettingsProblem, settingsSaveMessages, settingsServerProblem } from '../../../lib/settings-form/settings-server-problem';
import { useUpdateMarket } from '../api/use-admin-markets';
import { editMarketFields, type EditMarketFormInput, type EditMarketFormOutput, editMarketFormSchema, editValuesOf, toEditBody } from '../domain/market-form-schema';
import { MarketIdentityFields } from './market-identity-fields';

/**
 * A market's name, zone, area and every setting, saved from the settings version read: when
 * someone saved meanwhile the save is refused and the latest can be loaded.
 */
export function EditMarketForm({ market, onReload }: { market: AdminMarket; onReload: () => Promise<unknown> }) {
  const intl = useIntl();
  const update = useUpdateMarket(market.id);
  const { toast } = useToast();
  const [problem, setProblem] = useState<SettingsProblem>({ message: null, stale: false });
  const form = useForm<EditMarketFormInput, unknown, EditMarketFormOutput>({ resolver: zodResolver(editMarketFormSchema), defaultValues: editValuesOf(market) });
  const { isDirty, isSubmitting } = form.formState;
  const { reset } = form;
  useEffect(() => reset(editValuesOf(market)), [market, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem({ message: null, stale: false });
    try {
      await update.mutateAsync(toEditBody(values, market.settings.version));
      toast({ title: intl.formatMessage({ id: 'market.admin-market.saved', defaultMessage: 'Market saved' }), description: intl.formatMessage(settingsSaveMessages.newBookingsOnly), tone: 'success' });
    } catch (error) {
      setProblem(settingsServerProblem(error, editMarketFields, form.setError));
    }
  });
  const reload = async () => {
    await onReload();
    setProblem({ message: null, stale: false });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'market.admin-market.edit-form', defaultMessage: 'Market details and settings' })}>
        <FormLayout>
          <SaveProblemAlert problem={problem} title={intl.formatMessage({ id: 'market.admin-market.not-saved', defaultMessage: 'The market was not saved' })} onReload={() => void reload()} />
          <MarketIdentityFields fixed={{ id: market.id, currency: market.currency }} />
          <SettingsFieldsets />
          <FormActions>
            <Button type="submit" disabled={!isDirty || isSubmitting}>
              {isSubmitting ? <FormattedMessage id="market.admin-market.saving" defaultMessage="Saving…" /> : <FormattedMessage id="market.admin-market.save" defaultMessage="Save market" />}
            </Button>
            <Button type="button" variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(editValuesOf(market))}>
              <FormattedMessage id="market.admin-market.discard" defaultMessage="Discard changes" />
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </FormProvider>
  );
}
