import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useJobAction } from '../api/use-job-action';
import { actionBodies, actionDialogText, type DialogAction } from '../domain/action-dialogs';
import styles from './provider-jobs.module.css';

type Form = Record<'reason' | 'note', string | undefined>;

export interface JobActionDialogProps {
  jobId: string;
  action: DialogAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the action went through and the dialog closed. */
  onDone?: () => void;
}

/**
 * Decline, cancel, no-show or complete, each asking its reason or note first (required for
 * decline and cancel). The API's field errors show on the field; any other refusal (409: the
 * job changed meanwhile) above it. Mount it with a new `key` per opening so it starts afresh.
 */
export function JobActionDialog({ jobId, action, open, onOpenChange, onDone }: JobActionDialogProps) {
  const formId = useId();
  const text = actionDialogText[action];
  const { schema, field } = actionBodies[action];
  const act = useJobAction();
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Form>({ resolver: zodResolver(schema as never), defaultValues: { [field]: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await act.mutateAsync({ jobId, action, text: values[field] });
      toast({ title: text.done, tone: 'success' });
      onOpenChange(false);
      onDone?.();
    } catch (error) {
      setFormError(applyServerErrors(error, [field], setError));
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
          <TextArea label={text.label} hint={text.hint} required={text.required} rows={3} maxLength={text.maxLength} error={formState.errors[field]?.message} {...register(field)} />
        </form>
      </div>
    </Dialog>
  );
}
