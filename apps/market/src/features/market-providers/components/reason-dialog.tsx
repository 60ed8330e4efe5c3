import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { singleLineText } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { applyServerErrors } from '@marketplace/api-client/errors';

export interface ReasonDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  tone: 'primary' | 'danger';
  /** Approvals may go without one; every other decision needs it. */
  reasonRequired: boolean;
  maxLength: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** One decision with its reason (react-hook-form + zod, the API's limits); the API's refusal shows above the field. */
export function ReasonDialog({ title, description, submitLabel, tone, reasonRequired, maxLength, onSubmit, onClose }: ReasonDialogProps) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({ reason: singleLineText().min(reasonRequired ? 1 : 0, 'Give a reason').max(maxLength, `At most ${maxLength} characters`) });
  const { register, handleSubmit, setError, formState } = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await onSubmit(reason);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, ['reason'], setError));
    }
  });
  const pending = formState.isSubmitting;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Go back
          </Button>
          <Button type="submit" form={formId} variant={tone} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {formError && (
        <Alert tone="danger" title="That did not go through">
          {formError}
        </Alert>
      )}
      <form id={formId} onSubmit={submit} noValidate aria-label={title}>
        <TextArea label={reasonRequired ? 'Reason' : 'Note (optional)'} required={reasonRequired} rows={3} maxLength={maxLength} error={formState.errors.reason?.message} {...register('reason')} />
      </form>
    </Dialog>
  );
}
