import { useFormContext } from 'react-hook-form';
import { Fieldset } from '@marketplace/shared-ui/form-layout';
import { NumberField } from '@marketplace/shared-ui/number-field';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { settingLabels } from './setting-text';
import type { SettingsFormField, SettingsFormInput } from './settings-form-schema';

const slotSteps = [10, 15, 20, 30, 60].map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

/**
 * Every market setting, grouped as a manager thinks of them; percentages in percent, times in
 * their units. Used inside a `FormProvider` whose values include the settings: the managers'
 * Settings tab and the admins' market form (docs/admin-markets.md).
 */
export function SettingsFieldsets() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsFormInput>();
  const number = (name: Exclude<SettingsFormField, 'postalCodes' | 'legalFooter'>) => ({ ...register(name, { valueAsNumber: true }), error: errors[name]?.message });
  const percentField = (name: 'cancellationFeePercent' | 'serviceFeePercent' | 'taxPercent' | 'commissionPercent') => ({ ...number(name), unit: '%', min: 0, max: 100, step: 0.01, inputMode: 'decimal' as const });

  return (
    <>
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
    </>
  );
}
