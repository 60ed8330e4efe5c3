import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { changeJobStatusSchema, type DeskStatusAction } from '@marketplace/contracts';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useChangeStatus, type DeskJobRef } from '../api/use-job-desk';
import { statusActionText } from '../domain/desk-words';

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
  const intl = useIntl();
  const words = statusActionText[action];
  const title = intl.formatMessage(words.title);
  const change = useChangeStatus(deskRef);
  const { toast } = useToast();
  const { register, handleSubmit, setError, formState } = useForm<ReasonForm, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={intl.formatMessage(words.description)}
      formLabel={title}
      cancelLabel={intl.formatMessage({ id: 'market.desk.dialog.go-back', defaultMessage: 'Go back' })}
      submitLabel={intl.formatMessage(words.submit)}
      submitVariant={words.tone}
      errorTitle={intl.formatMessage({ id: 'market.desk.dialog.failed', defaultMessage: 'That did not go through' })}
      onSubmit={handleSubmit(async ({ reason }) => {
        await change.mutateAsync({ action, reason });
        toast({ title: intl.formatMessage(words.done), tone: 'success' });
        onOpenChange(false);
      })}
      onError={(error) => applyServerErrors(error, ['reason'], setError)}
    >
      <TextArea
        label={intl.formatMessage({ id: 'market.desk.dialog.reason', defaultMessage: 'Reason' })}
        hint={intl.formatMessage({ id: 'market.desk.dialog.reason-hint', defaultMessage: 'Recorded on the job’s history.' })}
        required rows={3} maxLength={500} error={formState.errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
