import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { MarketDetail, MarketSettings } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { errorMessage, placeFieldErrors, type SetFieldError } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { useToast } from '@marketplace/shared-ui/toast';
import { useSaveSettings } from '../api/use-market-settings';
import { SettingsFieldsets } from './settings-fieldsets';
import { formFieldOf, type SettingsFormField, type SettingsFormInput, type SettingsFormOutput, settingsFormSchema, toFormValues, toUpdate } from './settings-form-schema';
import styles from './settings-panel.module.css';

export const NEW_BOOKINGS_ONLY = 'Applies to new bookings; existing jobs keep the terms they were booked with.';
const allFields = Object.keys(settingsFormSchema.shape) as SettingsFormField[];

/**
 * The API's field errors under the form's fields (a setting's API name mapped to its form field);
 * what fits none is returned for the form as a whole. A bare 409 means someone saved meanwhile.
 */
export function settingsServerProblem<F extends string>(error: unknown, fields: readonly F[], setError: SetFieldError<F>): { message: string | null; stale: boolean } {
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) return { message: errorMessage(error), stale: error instanceof ApiError && error.status === 409 };
  const byField: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf(path) ?? path.split('.')[0]!;
    byField[field] = [...(byField[field] ?? []), ...messages];
  }
  const unplaced = placeFieldErrors(byField, fields, setError, { focus: true });
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
      toast({ title: 'Settings saved', description: NEW_BOOKINGS_ONLY, tone: 'success' });
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
          <SettingsFieldsets />
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
    </FormProvider>
  );
}
