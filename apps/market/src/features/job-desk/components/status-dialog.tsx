import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changeJobStatusSchema, type DeskStatusAction } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useChangeStatus, type DeskJobRef } from '../api/use-job-desk';
import { statusActionText } from '../domain/desk-words';
import styles from './job-desk.module.css';

// The API's own rule for the reason: the same limits and messages on both sides.
const reasonForm = z.object({ reason: changeJobStatusSchema.shape.reason });
type ReasonForm = z.input<typeof reasonForm>;

export interface StatusDialogProps {
  deskRef: DeskJobRef;
  action: DeskStatusAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One status change, asking the reason first; the API's refusal (409) shows above the field. Mount with a new `key` per opening. */
export function StatusDialog({ deskRef, action, open, onOpenChange }: StatusDialogProps) {
  const formId = useId();
  const text = statusActionText[action];
  const change = useChangeStatus(deskRef);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ReasonForm, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ action, reason });
      toast({ title: text.done, tone: 'success' });
      onOpenChange(false);
    } catch (error) {
      setFormError(applyServerErrors(error, ['reason'], setError));
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
      title={text.title}
      description={text.description}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            Go back
          </Button>
          <Button type="submit" form={formId} variant={text.tone} loading={pending}>
            {text.submit}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {formError && (
          <Alert tone="danger" title="That did not go through">
            {formError}
          </Alert>
        )}
        <form id={formId} onSubmit={onSubmit} noValidate aria-label={text.title}>
          <TextArea label="Reason" hint="Recorded on the job’s history." required rows={3} maxLength={500} error={formState.errors.reason?.message} {...register('reason')} />
        </form>
      </div>
    </Dialog>
  );
}
