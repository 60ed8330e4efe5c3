import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { jobEndpoints, type JobDetail } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useCancelJob } from '../api/use-cancel-job';
import { QuoteCheck } from '../../../components/quote-check';
import { useCancellationQuote } from '../../../lib/queries/use-cancellation-quote';
import { cancellationOutcome } from '../domain/cancellation-outcome';

// The API's own body schema: the same rules and messages on both sides.
const cancelSchema = jobEndpoints.cancel.body!;
type CancelForm = z.input<typeof cancelSchema>;

export interface CancelJobDialogProps {
  job: JobDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the job was cancelled and the dialog closed. */
  onCancelled?: () => void;
}

/**
 * Asks for the cancellation quote first and states the exact outcome (free, or the fee), then
 * a reason, then cancels. Mount it with a new `key` per opening so it starts afresh.
 */
export function CancelJobDialog({ job, open, onOpenChange, onCancelled }: CancelJobDialogProps) {
  const intl = useIntl();
  const quote = useCancellationQuote(job.id, open);
  const cancel = useCancelJob(job.id);
  const { toast } = useToast();
  const { register, handleSubmit, setError, formState } = useForm<CancelForm, unknown, z.output<typeof cancelSchema>>({
    resolver: zodResolver(cancelSchema),
    defaultValues: { reason: '' },
  });
  const outcome = quote.data ? cancellationOutcome(intl, quote.data) : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'booking.cancel.title', defaultMessage: 'Cancel this job?' })}
      formLabel={intl.formatMessage({ id: 'booking.cancel.form-label', defaultMessage: 'Cancel the job' })}
      initialFocus="cancel"
      cancelLabel={intl.formatMessage({ id: 'booking.cancel.keep', defaultMessage: 'Keep the job' })}
      submitLabel={intl.formatMessage({ id: 'booking.cancel.submit', defaultMessage: 'Cancel the job' })}
      submitVariant="danger"
      canSubmit={Boolean(outcome?.allowed)}
      errorTitle={intl.formatMessage({ id: 'booking.cancel.error-title', defaultMessage: 'The job was not cancelled' })}
      onSubmit={handleSubmit(async ({ reason }) => {
        await cancel.mutateAsync(reason);
        toast({ title: intl.formatMessage({ id: 'booking.cancel.done-title', defaultMessage: 'Your job is cancelled' }), description: outcome?.done, tone: 'success' });
        onOpenChange(false);
        onCancelled?.();
      })}
      onError={(error) => {
        // The terms may have changed meanwhile (the free period ended): show them as they are now.
        void quote.refetch();
        return applyServerErrors(error, ['reason'], setError);
      }}
      intro={
        <>
          <QuoteCheck
            query={quote}
            checking={intl.formatMessage({ id: 'booking.cancel.checking', defaultMessage: 'Checking what cancelling costs…' })}
            failed={intl.formatMessage({ id: 'booking.cancel.check-failed', defaultMessage: 'We could not check what cancelling costs' })}
          />
          {outcome && (
            <Alert tone={outcome.tone} title={outcome.allowed ? intl.formatMessage({ id: 'booking.cancel.before', defaultMessage: 'Before you cancel' }) : intl.formatMessage({ id: 'booking.cancel.not-possible', defaultMessage: 'Cancelling is not possible' })}>
              {outcome.message}
            </Alert>
          )}
        </>
      }
    >
      <TextArea label={intl.formatMessage({ id: 'booking.cancel.reason', defaultMessage: 'Why are you cancelling?' })} hint={intl.formatMessage({ id: 'booking.cancel.reason-hint', defaultMessage: 'Your provider sees this.' })} required rows={3} maxLength={500} error={formState.errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
