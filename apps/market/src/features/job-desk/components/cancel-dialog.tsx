import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
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

/** What the customer pays with these choices, in words, from the quote the desk carries. */
export function feeOutcome(job: Pick<JobDesk, 'cancellationQuote'>, onBehalfOf: CancelForm['onBehalfOf'], fee: CancelForm['fee']): string {
  const { feeIfAppliedMinor, currency } = job.cancellationQuote;
  if (onBehalfOf === 'company') return 'The company cancels: the customer pays nothing.';
  if (fee === 'waive') return feeIfAppliedMinor > 0 ? `Fee waived: the customer pays nothing (instead of ${formatMoney(feeIfAppliedMinor, currency)}).` : 'The customer pays nothing.';
  return feeIfAppliedMinor > 0
    ? `The customer pays a cancellation fee of ${formatMoney(feeIfAppliedMinor, currency)} (the policy they booked with).`
    : 'Still inside the free-cancellation period: the customer pays nothing.';
}

/** Cancel on behalf of the customer or the company, applying or waiving the fee, with a reason. Mount with a new `key` per opening. */
export function CancelDialog({ job, deskRef, open, onOpenChange }: CancelDialogProps) {
  const cancel = useDeskCancel(deskRef);
  const { toast } = useToast();
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<CancelForm, unknown, z.output<typeof deskCancelSchema>>({
    resolver: zodResolver(deskCancelSchema),
    defaultValues: { onBehalfOf: 'customer', fee: 'apply', reason: '' },
  });
  const onBehalfOf = useWatch({ control, name: 'onBehalfOf' });
  const fee = useWatch({ control, name: 'fee' });
  const outcome = feeOutcome(job, onBehalfOf, fee);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title="Cancel this job?"
      formLabel="Cancel the job"
      cancelLabel="Keep the job"
      submitLabel="Cancel the job"
      submitVariant="danger"
      errorTitle="The job was not cancelled"
      onSubmit={handleSubmit(async (values) => {
        await cancel.mutateAsync(values);
        toast({ title: 'The job is cancelled', description: outcome, tone: 'success' });
        onOpenChange(false);
      })}
      onError={(error) => applyServerErrors(error, ['onBehalfOf', 'fee', 'reason'], setError)}
    >
      <Controller
        control={control}
        name="onBehalfOf"
        render={({ field, fieldState }) => (
          <RadioGroup
            label="On behalf of"
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              // The company's own cancellation never costs the customer anything.
              if (value === 'company') setValue('fee', 'waive');
            }}
            error={fieldState.error?.message}
            options={[
              { value: 'customer', label: 'The customer', description: 'They asked to cancel.' },
              { value: 'company', label: 'The company', description: 'We cannot do the job (no provider, an emergency).' },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name="fee"
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Cancellation fee"
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'apply',
                label: `Apply the fee (${formatMoney(job.cancellationQuote.feeIfAppliedMinor, job.cancellationQuote.currency)})`,
                disabled: onBehalfOf === 'company',
              },
              { value: 'waive', label: 'Waive the fee' },
            ]}
          />
        )}
      />
      <Alert tone="info" title="What the customer pays">
        {outcome}
      </Alert>
      <TextArea label="Reason" hint="Recorded on the job’s history; the customer and the provider see it." required rows={3} maxLength={500} error={formState.errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
