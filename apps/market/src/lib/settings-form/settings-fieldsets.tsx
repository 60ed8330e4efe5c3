import { Controller, useFormContext } from 'react-hook-form';
import { problemLimits } from '@marketplace/contracts';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { Fieldset } from '@marketplace/shared-ui/form-layout';
import { NumberField } from '@marketplace/shared-ui/number-field';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useErrorText } from '../form-errors';
import { settingLabels } from './setting-text';
import type { SettingsFormField, SettingsFormInput } from './settings-form-schema';

const words = defineMessages<{ minutes: NoMessageValues; days: NoMessageValues; hours: NoMessageValues; hoursBeforeStart: NoMessageValues; slotStep: { minutes: number } }>({
  minutes: { id: 'market.settings-form.unit-minutes', defaultMessage: 'minutes' },
  days: { id: 'market.settings-form.unit-days', defaultMessage: 'days' },
  hours: { id: 'market.settings-form.unit-hours', defaultMessage: 'hours' },
  hoursBeforeStart: { id: 'market.settings-form.unit-hours-before-start', defaultMessage: 'hours before the start' },
  slotStep: { id: 'market.settings-form.slot-step', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}' },
});

/**
 * Every market setting, grouped as a manager thinks of them; percentages in percent, times in
 * their units. Used inside a `FormProvider` whose values include the settings: the managers'
 * Settings tab and the admins' market form (docs/admin-markets.md).
 */
export function SettingsFieldsets() {
  const intl = useIntl();
  const errorText = useErrorText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormInput>();
  const number = (name: Exclude<SettingsFormField, 'postalCodes' | 'legalFooter' | 'requireAfterPhoto'>) => ({ ...register(name, { valueAsNumber: true }), error: errorText(errors[name]?.message) });
  const percentField = (name: 'cancellationFeePercent' | 'serviceFeePercent' | 'taxPercent' | 'commissionPercent' | 'planDiscountPercent', max = 100) => ({ ...number(name), unit: '%', min: 0, max, step: 0.01, inputMode: 'decimal' as const });
  const slotSteps = [10, 15, 20, 30, 60].map((minutes) => ({ value: String(minutes), label: intl.formatMessage(words.slotStep, { minutes }) }));
  const minutes = intl.formatMessage(words.minutes);
  const hours = intl.formatMessage(words.hours);

  return (
    <>
      <Fieldset
        legend={intl.formatMessage({ id: 'market.settings-form.booking-window', defaultMessage: 'Booking window' })}
        hint={intl.formatMessage({ id: 'market.settings-form.booking-window-hint', defaultMessage: 'When customers can book, and how long a chosen time is held for them.' })}
      >
        <NumberField label={intl.formatMessage(settingLabels.minNoticeMinutes)} unit={minutes} min={0} max={10_080} step={1} hint={intl.formatMessage({ id: 'market.settings-form.min-notice-hint', defaultMessage: 'How long before the start a booking must be made.' })} {...number('minNoticeMinutes')} />
        <NumberField label={intl.formatMessage(settingLabels.bookingHorizonDays)} unit={intl.formatMessage(words.days)} min={1} max={365} step={1} hint={intl.formatMessage({ id: 'market.settings-form.horizon-hint', defaultMessage: 'How far ahead customers can book.' })} {...number('bookingHorizonDays')} />
        <SelectField label={intl.formatMessage(settingLabels.slotStepMinutes)} options={slotSteps} {...register('slotStepMinutes', { valueAsNumber: true })} error={errorText(errors.slotStepMinutes?.message)} />
        <NumberField label={intl.formatMessage(settingLabels.holdMinutes)} unit={minutes} min={2} max={60} step={1} hint={intl.formatMessage({ id: 'market.settings-form.hold-hint', defaultMessage: 'How long a chosen time is kept while the customer finishes booking.' })} {...number('holdMinutes')} />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.provider-time', defaultMessage: 'Provider time' })}>
        <NumberField label={intl.formatMessage(settingLabels.travelBufferMinutes)} unit={minutes} min={0} max={240} step={5} hint={intl.formatMessage({ id: 'market.settings-form.travel-buffer-hint', defaultMessage: 'Kept free after each job to get to the next one.' })} {...number('travelBufferMinutes')} />
        <NumberField label={intl.formatMessage(settingLabels.responseWindowMinutes)} unit={minutes} min={1} max={2880} step={1} hint={intl.formatMessage({ id: 'market.settings-form.response-window-hint', defaultMessage: 'Then an unanswered request goes back to the market to assign.' })} {...number('responseWindowMinutes')} />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.reminders', defaultMessage: 'Reminders' })}>
        <NumberField
          label={intl.formatMessage(settingLabels.reminderHoursBefore)}
          unit={hours}
          min={1}
          max={168}
          step={1}
          hint={intl.formatMessage({ id: 'market.settings-form.reminder-hint', defaultMessage: 'The customer and the provider are reminded this long before a job starts. Jobs booked or moved from now on use it.' })}
          {...number('reminderHoursBefore')}
        />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.job-photos', defaultMessage: 'Job photos' })}>
        <Controller
          control={control}
          name="requireAfterPhoto"
          render={({ field }) => (
            <Checkbox
              label={intl.formatMessage(settingLabels.requireAfterPhoto)}
              description={intl.formatMessage({ id: 'market.settings-form.require-after-photo-hint', defaultMessage: 'Providers must add at least one photo of the finished work before they can complete a job.' })}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.problems', defaultMessage: 'Problem reports' })}>
        <NumberField
          label={intl.formatMessage(settingLabels.problemWindowHours)}
          unit={hours}
          min={problemLimits.windowHoursMin}
          max={problemLimits.windowHoursMax}
          step={1}
          hint={intl.formatMessage({ id: 'market.settings-form.problem-window-hint', defaultMessage: 'How long after a job is completed its customer can report a problem. Applies at once to every completed job.' })}
          {...number('problemWindowHours')}
        />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.cancellation', defaultMessage: 'Cancellation' })}>
        <NumberField label={intl.formatMessage(settingLabels.freeCancellationHours)} unit={intl.formatMessage(words.hoursBeforeStart)} min={0} max={336} step={1} {...number('freeCancellationHours')} />
        <NumberField label={intl.formatMessage(settingLabels.cancellationFeeBps)} hint={intl.formatMessage({ id: 'market.settings-form.cancellation-fee-hint', defaultMessage: 'Of the job’s total, when cancelled later than that.' })} {...percentField('cancellationFeePercent')} />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.fees', defaultMessage: 'Fees' })}>
        <NumberField label={intl.formatMessage(settingLabels.serviceFeeBps)} hint={intl.formatMessage({ id: 'market.settings-form.service-fee-hint', defaultMessage: 'Added to the price of the services.' })} {...percentField('serviceFeePercent')} />
        <NumberField label={intl.formatMessage(settingLabels.taxBps)} hint={intl.formatMessage({ id: 'market.settings-form.tax-hint', defaultMessage: 'On the services and the service fee.' })} {...percentField('taxPercent')} />
        <NumberField label={intl.formatMessage(settingLabels.commissionBps)} hint={intl.formatMessage({ id: 'market.settings-form.commission-hint', defaultMessage: 'The market’s share of the services’ price; the provider is paid the rest.' })} {...percentField('commissionPercent')} />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.plans', defaultMessage: 'Recurring plans' })}>
        <NumberField
          label={intl.formatMessage(settingLabels.planDiscountBps)}
          hint={intl.formatMessage({ id: 'market.settings-form.plan-discount-hint', defaultMessage: 'Applied to every visit of plans made after you save' })}
          {...percentField('planDiscountPercent', 50)}
        />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.invoices', defaultMessage: 'Invoices' })}>
        <TextArea
          label={intl.formatMessage(settingLabels.legalFooter)}
          hint={intl.formatMessage({ id: 'market.settings-form.legal-footer-hint', defaultMessage: 'Printed under every invoice and credit note: the legal name, address and tax number. Invoices already issued keep theirs.' })}
          rows={3}
          maxLength={1000}
          error={errorText(errors.legalFooter?.message)}
          {...register('legalFooter')}
        />
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'market.settings-form.area', defaultMessage: 'Area' })}>
        <TextArea
          label={intl.formatMessage(settingLabels.postalCodes)}
          hint={intl.formatMessage({ id: 'market.settings-form.postal-codes-hint', defaultMessage: 'One a line (or separated by commas), at most 500. Canadian codes by their first three characters (M5V).' })}
          rows={8}
          spellCheck={false}
          autoCapitalize="characters"
          error={errorText(errors.postalCodes?.message)}
          {...register('postalCodes')}
        />
      </Fieldset>
    </>
  );
}
