import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketDetail, MarketSettings } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { useToast } from '@marketplace/shared-ui/toast';
import { useSaveSettings } from '../api/use-market-settings';
import { SaveProblemAlert } from '../../../lib/settings-form/save-problem-alert';
import { SettingsFieldsets } from '../../../lib/settings-form/settings-fieldsets';
import { type SettingsFormField, type SettingsFormInput, type SettingsFormOutput, settingsFormSchema, toFormValues, toUpdate } from '../../../lib/settings-form/settings-form-schema';
import { type SettingsProblem, settingsSaveMessages, settingsServerProblem } from '../../../lib/settings-form/settings-server-problem';
import styles from './settings-panel.module.css';

const allFields = Object.keys(settingsFormSchema.shape) as SettingsFormField[];

/**
 * The market's settings, grouped as a manager thinks of them; percentages in percent, times in
 * their units. Save is offered once something changed; a save from settings someone else changed
 * meanwhile is refused, with a way to reload the latest.
 */
export function SettingsForm({ market, settings, onReload }: { market: MarketDetail; settings: MarketSettings; onReload: () => Promise<unknown> }) {
  const intl = useIntl();
  const save = useSaveSettings(market.id);
  const { toast } = useToast();
  const [problem, setProblem] = useState<SettingsProblem>({ message: null, stale: false });
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  const { handleSubmit, setError, reset, formState } = form;
  const { isDirty, isSubmitting } = formState;
  // What was saved (or reloaded) becomes what the form starts from.
  useEffect(() => reset(toFormValues(settings)), [settings, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem({ message: null, stale: false });
    try {
      await save.mutateAsync(toUpdate(values, settings.version));
      toast({ title: intl.formatMessage({ id: 'market.settings.saved', defaultMessage: 'Settings saved' }), description: intl.formatMessage(settingsSaveMessages.newBookingsOnly), tone: 'success' });
    } catch (error) {
      setProblem(settingsServerProblem(error, allFields, setError));
    }
  });
  const reload = async () => {
    await onReload();
    setProblem({ message: null, stale: false });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="settings-title">
        <FormLayout>
          <p className={styles.note}>
            <FormattedMessage {...settingsSaveMessages.newBookingsOnly} />
          </p>
          <SaveProblemAlert problem={problem} title={intl.formatMessage({ id: 'market.settings.not-saved', defaultMessage: 'The settings were not saved' })} onReload={() => void reload()} />
          <SettingsFieldsets />
          <FormActions>
            <Button type="submit" disabled={!isDirty || isSubmitting}>
              {isSubmitting ? <FormattedMessage id="market.settings.saving" defaultMessage="Saving…" /> : <FormattedMessage id="market.settings.save" defaultMessage="Save settings" />}
            </Button>
            <Button type="button" variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(toFormValues(settings))}>
              <FormattedMessage id="market.settings.discard" defaultMessage="Discard changes" />
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </FormProvider>
  );
}
