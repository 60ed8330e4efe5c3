import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { singleLineText } from '@marketplace/contracts';
import { FormDialog } from '@marketplace/shared-ui/dialog';
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
  const intl = useIntl();
  // Built here with the page's intl, so its own rules speak the page's language.
  const schema = z.object({
    reason: singleLineText()
      .check(z.minLength(reasonRequired ? 1 : 0, intl.formatMessage({ id: 'market.reason.required', defaultMessage: 'Give a reason' })))
      .check(z.maxLength(maxLength, intl.formatMessage({ id: 'market.reason.too-long', defaultMessage: 'At most {max, number} characters' }, { max: maxLength }))),
  });
  const { register, handleSubmit, setError, formState } = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      formLabel={title}
      cancelLabel={intl.formatMessage({ id: 'market.reason.go-back', defaultMessage: 'Go back' })}
      submitLabel={submitLabel}
      submitVariant={tone}
      errorTitle={intl.formatMessage({ id: 'market.reason.failed', defaultMessage: 'That did not go through' })}
      onSubmit={handleSubmit(async ({ reason }) => {
        await onSubmit(reason);
        onClose();
      })}
      onError={(error) => applyServerErrors(error, ['reason'], setError)}
    >
      <TextArea
        label={reasonRequired ? intl.formatMessage({ id: 'market.reason.reason', defaultMessage: 'Reason' }) : intl.formatMessage({ id: 'market.reason.note', defaultMessage: 'Note (optional)' })}
        required={reasonRequired} rows={3} maxLength={maxLength} error={formState.errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
