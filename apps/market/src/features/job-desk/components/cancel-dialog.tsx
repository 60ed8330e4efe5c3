import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { defineMessages, type IntlShape, useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { deskCancelSchema, type JobDesk } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { formatMoney } from '@marketplace/shared-ui/money';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useDeskCancel, type DeskJobRef } from '../api/use-job-desk';

type CancelForm = z.input<typeof deskCancelSchema>;

export interface CancelDialogProps {
  job: JobDesk;
  deskRef: DeskJobRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const outcomes = defineMessages<{ company: Record<never, never>; waived: { fee: string }; nothing: Record<never, never>; fee: { fee: string }; free: Record<never, never> }>({
  company: { id: 'market.cancel.outcome.company', defaultMessage: 'The company cancels: the customer pays nothing.' },
  waived: { id: 'market.cancel.outcome.waived', defaultMessage: 'Fee waived: the customer pays nothing (instead of {fee}).' },
  nothing: { id: 'market.cancel.outcome.nothing', defaultMessage: 'The customer pays nothing.' },
  fee: { id: 'market.cancel.outcome.fee', defaultMessage: 'The customer pays a cancellation fee of {fee} (the policy they booked with).' },
  free: { id: 'market.cancel.outcome.free', defaultMessage: 'Still inside the free-cancellation period: the customer pays nothing.' },
});

/** What the customer pays with these choices, in words, from the quote the desk carries. */
export function feeOutcome(intl: IntlShape, job: Pick<JobDesk, 'cancellationQuote'>, onBehalfOf: CancelForm['onBehalfOf'], fee: CancelForm['fee']): string {
  const { feeIfAppliedMinor, currency } = job.cancellationQuote;
  const amount = formatMoney(feeIfAppliedMinor, currency, intl.locale);
  if (onBehalfOf === 'company') return intl.formatMessage(outcomes.company);
  if (fee === 'waive') return feeIfAppliedMinor > 0 ? intl.formatMessage(outcomes.waived, { fee: amount }) : intl.formatMessage(outcomes.nothing);
  return feeIfAppliedMinor > 0 ? intl.formatMessage(outcomes.fee, { fee: amount }) : intl.formatMessage(outcomes.free);
}

/** Cancel on behalf of the customer or the company, applying or waiving the fee, with a reason. Mount with a new `key` per opening. */
export function CancelDialog({ job, deskRef, open, onOpenChange }: CancelDialogProps) {
  const intl = useIntl();
  const cancel = useDeskCancel(deskRef);
  const { toast } = useToast();
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<CancelForm, unknown, z.output<typeof deskCancelSchema>>({
    resolver: zodResolver(deskCancelSchema),
    defaultValues: { onBehalfOf: 'customer', fee: 'apply', reason: '' },
  });
  const onBehalfOf = useWatch({ control, name: 'onBehalfOf' });
  const fee = useWatch({ control, name: 'fee' });
  const outcome = feeOutcome(intl, job, onBehalfOf, fee);
  const cancelJob = intl.formatMessage({ id: 'market.cancel.submit', defaultMessage: 'Cancel the job' });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={intl.formatMessage({ id: 'market.cancel.title', defaultMessage: 'Cancel this job?' })}
      formLabel={cancelJob}
      cancelLabel={intl.formatMessage({ id: 'market.cancel.keep', defaultMessage: 'Keep the job' })}
      submitLabel={cancelJob}
      submitVariant="danger"
      errorTitle={intl.formatMessage({ id: 'market.cancel.failed', defaultMessage: 'The job was not cancelled' })}
      onSubmit={handleSubmit(async (values) => {
        await cancel.mutateAsync(values);
        toast({ title: intl.formatMessage({ id: 'market.cancel.done', defaultMessage: 'The job is cancelled' }), description: outcome, tone: 'success' });
        onOpenChange(false);
      })}
      onError={(error) => applyServerErrors(error, ['onBehalfOf', 'fee', 'reason'], setError)}
    >
      <Controller
        control={control}
        name="onBehalfOf"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={intl.formatMessage({ id: 'market.cancel.on-behalf-of', defaultMessage: 'On behalf of' })}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              // The company's own cancellation never costs the customer anything.
              if (value === 'company') setValue('fee', 'waive');
            }}
            error={fieldState.error?.message}
            options={[
              {
                value: 'customer',
                label: intl.formatMessage({ id: 'market.cancel.customer', defaultMessage: 'The customer' }),
                description: intl.formatMessage({ id: 'market.cancel.customer-hint', defaultMessage: 'They asked to cancel.' }),
              },
              {
                value: 'company',
                label: intl.formatMessage({ id: 'market.cancel.company', defaultMessage: 'The company' }),
                description: intl.formatMessage({ id: 'market.cancel.company-hint', defaultMessage: 'We cannot do the job (no provider, an emergency).' }),
              },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name="fee"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={intl.formatMessage({ id: 'market.cancel.fee', defaultMessage: 'Cancellation fee' })}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'apply',
                label: intl.formatMessage({ id: 'market.cancel.apply-fee', defaultMessage: 'Apply the fee ({fee})' }, { fee: formatMoney(job.cancellationQuote.feeIfAppliedMinor, job.cancellationQuote.currency, intl.locale) }),
                disabled: onBehalfOf === 'company',
              },
              { value: 'waive', label: intl.formatMessage({ id: 'market.cancel.waive-fee', defaultMessage: 'Waive the fee' }) },
            ]}
          />
        )}
      />
      <Alert tone="info" title={intl.formatMessage({ id: 'market.cancel.outcome', defaultMessage: 'What the customer pays' })}>
        {outcome}
      </Alert>
      <TextArea
        label={intl.formatMessage({ id: 'market.cancel.reason', defaultMessage: 'Reason' })}
        hint={intl.formatMessage({ id: 'market.cancel.reason-hint', defaultMessage: 'Recorded on the job’s history; the customer and the provider see it.' })}
        required rows={3} maxLength={500} error={formState.errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
