import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MarketDetail, MarketSettings } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { errorMessage, placeFieldErrors } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Fieldset, FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { NumberField } from '@marketplace/shared-ui/number-field';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useSaveSettings } from '../api/use-market-settings';
import { settingLabels } from './setting-text';
import { formFieldOf, type SettingsFormField, type SettingsFormInput, type SettingsFormOutput, settingsFormSchema, toFormValues, toUpdate } from './settings-form-schema';
import styles from './settings-panel.module.css';

export const NEW_BOOKINGS_ONLY = 'Applies to new bookings; existing jobs keep the terms they were booked with.';
const slotSteps = [10, 15, 20, 30, 60].map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));
const allFields = Object.keys(settingsFormSchema.shape) as SettingsFormField[];

/** The API's field errors under the form's fields; what fits none is returned for the form as a whole. */
function serverProblem(error: unknown, setError: Parameters<typeof placeFieldErrors<SettingsFormField>>[2]): { message: string | null; stale: boolean } {
  if (error instanceof ApiError && error.status === 409) return { message: error.message, stale: true };
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) return { message: errorMessage(error), stale: false };
  const byField: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf(path) ?? path;
    byField[field] = [...(byField[field] ?? []), ...messages];
  }
  const unplaced = placeFieldErrors(byField, allFields, setError, { focus: true });
  return { message: unplaced.length ? unplaced.join(' ') : null, stale: false };
}

/**
 * The market's settings, grouped as a manager thinks of them; percentages in percent, times in
 * their units. Save is offered once something changed; a save from settings someone else changed
 * meanwhile is refused, with a way to reload the latest.
 */
export function SettingsForm({ market, settings, onReload }: { market: MarketDetail; settings: MarketSettings; onReload: () => Promise<unknown> }) {
  const save = useSaveSettings(market.id);
  const { toast } = useToast();
  const [problem, setProblem] = useState<{ message: string | null; stale: boolean }>({ message: null, stale: false });
  const { register, handleSubmit, setError, reset, formState } = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  const { errors, isDirty, isSubmitting } = formState;
  // What was saved (or reloaded) becomes what the form starts from.
  useEffect(() => reset(toFormValues(settings)), [settings, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem({ message: null, stale: false });
    try {
      await save.mutateAsync(toUpdate(values, settings.version));
      toast({ title: 'Settings saved', description: NEW_BOOKINGS_ONLY, tone: 'success' });
    } catch (error) {
      setProblem(serverProblem(error, setError));
    }
  });
  const reload = async () => {
    await onReload();
    setProblem({ message: null, stale: false });
  };
  const number = (name: Exclude<SettingsFormField, 'postalCodes' | 'legalFooter'>) => ({ ...register(name, { valueAsNumber: true }), error: errors[name]?.message });
  const percentField = (name: 'cancellationFeePercent' | 'serviceFeePercent' | 'taxPercent' | 'commissionPercent') => ({ ...number(name), unit: '%', min: 0, max: 100, step: 0.01, inputMode: 'decimal' as const });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="settings-title">
      <FormLayout>
        <p className={styles.note}>{NEW_BOOKINGS_ONLY}</p>
        {problem.message && (
          <Alert
            tone={problem.stale ? 'warning' : 'danger'}
            title="The settings were not saved"
            action={
              problem.stale ? (
                <Button type="button" variant="secondary" onClick={reload}>
                  Reload the latest
                </Button>
              ) : undefined
            }
          >
            {problem.message}
          </Alert>
        )}
        <Fieldset legend="Booking window" hint="When customers can book, and how long a chosen time is held for them.">
          <NumberField label={settingLabels.minNoticeMinutes} unit="minutes" min={0} max={10_080} step={1} hint="How long before the start a booking must be made." {...number('minNoticeMinutes')} />
          <NumberField label={settingLabels.bookingHorizonDays} unit="days" min={1} max={365} step={1} hint="How far ahead customers can book." {...number('bookingHorizonDays')} />
          <SelectField label={settingLabels.slotStepMinutes} options={slotSteps} {...register('slotStepMinutes', { valueAsNumber: true })} error={errors.slotStepMinutes?.message} />
          <NumberField label={settingLabels.holdMinutes} unit="minutes" min={2} max={60} step={1} hint="How long a chosen time is kept while the customer finishes booking." {...number('holdMinutes')} />
        </Fieldset>
        <Fieldset legend="Provider time">
          <NumberField label={settingLabels.travelBufferMinutes} unit="minutes" min={0} max={240} step={5} hint="Kept free after each job to get to the next one." {...number('travelBufferMinutes')} />
          <NumberField label={settingLabels.responseWindowMinutes} unit="minutes" min={1} max={2880} step={1} hint="Then an unanswered request goes back to the market to assign." {...number('responseWindowMinutes')} />
        </Fieldset>
        <Fieldset legend="Reminders">
          <NumberField label={settingLabels.reminderHoursBefore} unit="hours" min={1} max={168} step={1} hint="The customer and the provider are reminded this long before a job starts. Jobs booked or moved from now on use it." {...number('reminderHoursBefore')} />
        </Fieldset>
        <Fieldset legend="Cancellation">
          <NumberField label={settingLabels.freeCancellationHours} unit="hours before the start" min={0} max={336} step={1} {...number('freeCancellationHours')} />
          <NumberField label={settingLabels.cancellationFeeBps} hint="Of the job’s total, when cancelled later than that." {...percentField('cancellationFeePercent')} />
        </Fieldset>
        <Fieldset legend="Fees">
          <NumberField label={settingLabels.serviceFeeBps} hint="Added to the price of the services." {...percentField('serviceFeePercent')} />
          <NumberField label={settingLabels.taxBps} hint="On the services and the service fee." {...percentField('taxPercent')} />
          <NumberField label={settingLabels.commissionBps} hint="The market’s share of the services’ price; the provider is paid the rest." {...percentField('commissionPercent')} />
        </Fieldset>
        <Fieldset legend="Invoices">
          <TextArea
            label={settingLabels.legalFooter}
            hint="Printed under every invoice and credit note: the legal name, address and tax number. Invoices already issued keep theirs."
            rows={3}
            maxLength={1000}
            error={errors.legalFooter?.message}
            {...register('legalFooter')}
          />
        </Fieldset>
        <Fieldset legend="Area">
          <TextArea
            label={settingLabels.postalCodes}
            hint="One a line (or separated by commas), at most 500. Canadian codes by their first three characters (M5V)."
            rows={8}
            spellCheck={false}
            autoCapitalize="characters"
            error={errors.postalCodes?.message}
            {...register('postalCodes')}
          />
        </Fieldset>
        <FormActions>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save settings'}
          </Button>
          <Button type="button" variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(toFormValues(settings))}>
            Discard changes
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}
