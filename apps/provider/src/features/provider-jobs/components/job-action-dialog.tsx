import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useJobAction } from '../api/use-job-action';
import { actionBodies, actionDialogText, type DialogAction } from '../domain/action-dialogs';

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
  const intl = useIntl();
  const words = actionDialogText[action];
  const text = {
    title: intl.formatMessage(words.title),
    description: intl.formatMessage(words.description),
    label: intl.formatMessage(words.label),
    hint: intl.formatMessage(words.hint),
    submit: intl.formatMessage(words.submit),
    done: intl.formatMessage(words.done),
  };
  const { schema, field } = actionBodies[action];
  const act = useJobAction();
  const { toast } = useToast();
  const { register, handleSubmit, setError, formState } = useForm<Form>({ resolver: zodResolver(schema as never), defaultValues: { [field]: '' } });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      formLabel={text.title}
      cancelLabel={intl.formatMessage({ id: 'provider.action.go-back', defaultMessage: 'Go back' })}
      submitLabel={text.submit}
      submitVariant={words.tone}
      errorTitle={intl.formatMessage({ id: 'provider.action.failed', defaultMessage: 'That did not go through' })}
      onSubmit={handleSubmit(async (values) => {
        await act.mutateAsync({ jobId, action, text: values[field] });
        toast({ title: text.done, tone: 'success' });
        onOpenChange(false);
        onDone?.();
      })}
      onError={(error) => applyServerErrors(error, [field], setError)}
    >
      <TextArea label={text.label} hint={text.hint} required={words.required} rows={3} maxLength={words.maxLength} error={formState.errors[field]?.message} {...register(field)} />
    </FormDialog>
  );
}
