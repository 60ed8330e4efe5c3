import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { jobEndpoints, type JobDetail } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors, errorMessage } from '@marketplace/api-client/errors';
import { useCancelJob } from '../api/use-cancel-job';
import { useCancellationQuote } from '../api/use-cancellation-quote';
import { cancellationOutcome } from '../domain/cancellation-outcome';
import styles from './job-detail.module.css';

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
  const formId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const quote = useCancellationQuote(job.id, open);
  const cancel = useCancelJob(job.id);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CancelForm, unknown, z.output<typeof cancelSchema>>({
    resolver: zodResolver(cancelSchema),
    defaultValues: { reason: '' },
  });
  const outcome = quote.data ? cancellationOutcome(quote.data) : null;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await cancel.mutateAsync(reason);
      toast({ title: 'Your job is cancelled', description: outcome?.done, tone: 'success' });
      onOpenChange(false);
      onCancelled?.();
    } catch (error) {
      setFormError(applyServerErrors(error, ['reason'], setError));
      // The terms may have changed meanwhile (the free period ended): show them as they are now.
      void quote.refetch();
    }
  });

  const pending = formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      size="sm"
      title="Cancel this job?"
      initialFocusRef={keepRef}
      footer={
        <>
          <Button ref={keepRef} variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            Keep the job
          </Button>
          {outcome?.allowed && (
            <Button type="submit" form={formId} variant="danger" loading={pending}>
              Cancel the job
            </Button>
          )}
        </>
      }
    >
      <div className={styles.dialogBody}>
        {quote.isPending && <Spinner label="Checking what cancelling costs…" />}
        {quote.isError && (
          <Alert tone="danger" title="We could not check what cancelling costs" action={<Button onClick={() => void quote.refetch()}>Try again</Button>}>
            {errorMessage(quote.error)}
          </Alert>
        )}
        {outcome && (
          <Alert tone={outcome.tone} title={outcome.allowed ? 'Before you cancel' : 'Cancelling is not possible'}>
            {outcome.message}
          </Alert>
        )}
        {formError && (
          <Alert tone="danger" title="The job was not cancelled">
            {formError}
          </Alert>
        )}
        {outcome?.allowed && (
          <form id={formId} onSubmit={onSubmit} noValidate aria-label="Cancel the job">
            <TextArea label="Why are you cancelling?" hint="Your provider sees this." required rows={3} maxLength={500} error={formState.errors.reason?.message} {...register('reason')} />
          </form>
        )}
      </div>
    </Dialog>
  );
}
