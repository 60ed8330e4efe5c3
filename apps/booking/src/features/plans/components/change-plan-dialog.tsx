import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useMarketProviders } from '../../../lib/queries/use-market-providers';
import { useChangePlan } from '../api/use-plan-changes';
import { changeBody, changeFormDefaults, changeFormFields, providerChoices, type ChangeForm } from '../domain/plan-change';
import { isoWeekdays } from '../domain/plan-time';
import type { PlanDialogProps } from './end-plan-dialog';

/**
 * Another weekday, time or provider for the plan's future visits. Those not yet inside their
 * fee window change (free); those inside it keep their time and provider (docs/repeat-business.md).
 * What was typed stays in the form when the API refuses it.
 */
export function ChangePlanDialog({ plan, open, onOpenChange, onDone }: PlanDialogProps) {
  const intl = useIntl();
  const change = useChangePlan(plan.id);
  const providers = useMarketProviders(plan.marketId, open);
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ChangeForm>({ defaultValues: changeFormDefaults(plan) });
  const choices = providerChoices(plan, providers.data?.providers ?? []);
  // Weekday names from the platform: 1 January 2024 was a Monday.
  const weekdayName = (weekday: number) => intl.formatDate(Date.UTC(2024, 0, weekday), { weekday: 'long', timeZone: 'UTC' });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={intl.formatMessage({ id: 'booking.plans.change-title', defaultMessage: 'Change time or provider' })}
      formLabel={intl.formatMessage({ id: 'booking.plans.change-form', defaultMessage: 'New time or provider for the plan' })}
      submitLabel={intl.formatMessage({ id: 'booking.plans.change-submit', defaultMessage: 'Save changes' })}
      errorTitle={intl.formatMessage({ id: 'booking.plans.change-failed', defaultMessage: 'The plan was not changed' })}
      error={problem}
      onSubmit={handleSubmit(async (form) => {
        setProblem(null);
        const body = changeBody(plan, form);
        if (body === 'invalid-time') {
          setError('localTime', { type: 'format', message: intl.formatMessage({ id: 'booking.plans.time-invalid', defaultMessage: 'Enter a time such as 09:30.' }) }, { shouldFocus: true });
          return;
        }
        if (body === 'unchanged') {
          setProblem(intl.formatMessage({ id: 'booking.plans.change-nothing', defaultMessage: 'Choose another day, time or provider first.' }));
          return;
        }
        await change.mutateAsync(body);
        toast({ title: intl.formatMessage({ id: 'booking.plans.change-done', defaultMessage: 'Your plan is changed' }), tone: 'success' });
        onOpenChange(false);
        onDone?.();
      })}
      onError={(error) => applyServerErrors(error, changeFormFields, setError)}
      intro={
        <Alert tone="info">
          {intl.formatMessage(
            {
              id: 'booking.plans.change-which-visits',
              defaultMessage:
                'The change applies to every visit more than {hours, plural, one {# hour} other {# hours}} away: those visits move to the new time or go to the new provider, free of charge. Visits sooner than that keep their time and provider.',
            },
            { hours: plan.policy.freeCancellationHours },
          )}
        </Alert>
      }
    >
      <SelectField
        label={intl.formatMessage({ id: 'booking.plans.weekday', defaultMessage: 'Day' })}
        options={isoWeekdays.map((weekday) => ({ value: String(weekday), label: weekdayName(weekday) }))}
        error={formState.errors.weekday?.message}
        {...register('weekday')}
      />
      <TextField
        type="time"
        label={intl.formatMessage({ id: 'booking.plans.time', defaultMessage: 'Start time' })}
        hint={intl.formatMessage({ id: 'booking.plans.time-hint', defaultMessage: 'In the market’s local time' })}
        required
        error={formState.errors.localTime?.message}
        {...register('localTime')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'booking.plans.provider', defaultMessage: 'Provider' })}
        hint={providers.isPending ? intl.formatMessage({ id: 'booking.plans.providers-loading', defaultMessage: 'Loading the providers…' }) : undefined}
        placeholder={plan.providerId ? undefined : intl.formatMessage({ id: 'booking.plans.choose-provider', defaultMessage: 'Keep finding one for me' })}
        options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        error={formState.errors.providerId?.message}
        translate="no"
        {...register('providerId')}
      />
    </FormDialog>
  );
}
